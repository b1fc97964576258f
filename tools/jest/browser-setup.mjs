// antd's responsive grid (Row, Col, Grid.useBreakpoint) asks window.matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }),
});

// A browser's Request resolves the SDK's '/api/…' against the page; the Node Request that
// jest-fixed-jsdom puts back resolves nothing.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input, init) {
    super(typeof input === 'string' ? new window.URL(input, window.location.href) : input, init);
  }
};

// antd measures the scrollbar's pseudo-element when a dialog opens; jsdom cannot, and says so loudly.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => computedStyle(element);

// antd's Select opens its list on a macrotask posted through a MessageChannel and sizes it with a
// ResizeObserver; jsdom has neither.
class TimeoutChannel {
  port1 = { onmessage: null };
  port2 = { postMessage: (data) => window.setTimeout(() => this.port1.onmessage?.({ data })) };
}
globalThis.MessageChannel ??= TimeoutChannel;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
