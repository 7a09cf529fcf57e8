/// Telling a device that comes back (unplugged and plugged in again, or re-created by its
/// driver) from another one: the kernel may give it another node number, so the node says
/// nothing; its name, where it is attached and its ids do.
extension DeviceDescription {
    /// A device's ids as the kernel reports them (`struct input_id`, `EVIOCGID`).
    public struct InputID: Hashable, Sendable, CustomStringConvertible {
        /// The bus (`BUS_USB` 0x03, `BUS_I2C` 0x18 …).
        public var bus: Int
        /// The vendor id.
        public var vendor: Int
        /// The product id.
        public var product: Int
        /// The version.
        public var version: Int

        /// Creates ids.
        public init(bus: Int, vendor: Int, product: Int, version: Int) {
            self.bus = bus
            self.vendor = vendor
            self.product = product
            self.version = version
        }

        /// `bus 0x0018 vendor 0x04f3 product 0x2a1c version 0x0100`, as `evemu-describe` writes them.
        public var description: String {
            func hex(_ value: Int) -> String {
                let digits = String(value, radix: 16)
                return "0x" + String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
            }
            return "bus \(hex(bus)) vendor \(hex(vendor)) product \(hex(product)) version \(hex(version))"
        }
    }

    /// Whether `other` is the same device as this one: the same name, physical path and ids.
    /// A missing value matches only a missing value, so that a device that reported ids
    /// is never taken for one that reports none.
    public func isSameDevice(as other: DeviceDescription) -> Bool {
        name == other.name && physicalPath == other.physicalPath && inputID == other.inputID
    }

    /// What tells it apart, for a log line: `"ELAN Touchscreen" (usb-…/input0, bus 0x0003 …)`.
    public var identitySummary: String {
        let details = [physicalPath, inputID?.description].compactMap { $0 }
        return "\"\(name ?? "unnamed")\"" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
    }
}
