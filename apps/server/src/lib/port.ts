/**
 * A service's type, checked against the port it offers other modules (docs/architecture.md, "Ports"):
 * `export type XService = Implements<XPort, ReturnType<typeof createXService>>` stops compiling as soon as the
 * service no longer keeps a promise of its port.
 */
export type Implements<Port, Service extends Port> = Service;
