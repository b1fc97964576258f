// The async boundary lets Module Federation agree on the shared singletons before any of them load.
import('./bootstrap');
