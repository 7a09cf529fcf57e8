// The native runner's main (not compiled into the embedded images, whose hosts call the
// @_cdecl entries): `runner-native scripted|ownership`.
#if canImport(Glibc)
import Glibc
#endif
@main
struct NativeMain {
    static func main() {
        let command = CommandLine.arguments.dropFirst().first ?? "scripted"
        switch command {
        case "scripted": exit(runnerScripted())
        case "ownership": exit(runnerOwnership())
        default:
            print("usage: runner-native scripted|ownership")
            exit(64)
        }
    }
}
