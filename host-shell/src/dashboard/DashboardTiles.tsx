import { useHref, useLinkClickHandler } from 'react-router';
import { Button, Card, Col, Row } from 'antd';
import { usePermissions } from '@portal/shared-contracts/sdk';
import { dashboardTiles, type Tile } from './tiles';

/** A link that looks like a button: it opens in a new tab like any link, and in place through the router. */
function OpenLink({ tile }: { tile: Tile }) {
  const href = useHref(tile.href);
  const onClick = useLinkClickHandler<HTMLElement>(tile.href);
  return (
    <Button type="primary" href={href} onClick={onClick} aria-label={`Open ${tile.title}`}>
      Open
    </Button>
  );
}

/** Spec 2: a tile for each application the user may open; one column on a phone, two, then four. */
export function DashboardTiles() {
  const tiles = dashboardTiles(usePermissions());
  return (
    <Row gutter={[16, 16]}>
      {tiles.map((tile) => (
        <Col key={tile.app} xs={24} sm={12} xl={6}>
          <Card
            style={{ height: '100%' }}
            styles={{ body: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 16, height: '100%' } }}
          >
            <h2 style={{ fontSize: 16, margin: 0, flex: 1 }}>{tile.title}</h2>
            <OpenLink tile={tile} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
