#if os(Linux)
import CEvdev
import Glibc

/// Which keys of an input device are held now, asked of the kernel with `EVIOCGKEY`.
///
/// The node is opened, asked once and closed: no event is ever read from it, so no key
/// press passes through this program, and the kernel keeps no queue of this program's for
/// it between questions.
public enum KeyState {
    /// The codes of the keys held now on the device at `path` (`KEY_LEFTCTRL` is 29).
    public static func held(at path: String) throws(EvdevError) -> Set<Int> {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw EvdevDevice.error(errno, call: "open", path: path) }
        defer { Glibc.close(fd) }
        var bits = [UInt8](repeating: 0, count: 96)  // KEY_MAX + 1 bits
        let status = cevdev_key_state(fd, &bits, Int32(bits.count))
        guard status >= 0 else { throw EvdevDevice.error(-status, call: "EVIOCGKEY", path: path) }
        return EvdevDevice.setBits(bits)
    }
}
#endif
