// The native runner's main (not compiled into the embedded images, whose hosts call the
// @_cdecl entries): `runner-native scripted|ownership|replay FILE.gks|shapes FILE.gkg`.
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
        case "replay" where CommandLine.arguments.count > 2, "shapes" where CommandLine.arguments.count > 2:
            var bytes: [UInt8] = []
            guard let file = fopen(CommandLine.arguments[2], "rb") else { print("cannot open \(CommandLine.arguments[2])"); exit(66) }
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let read = fread(&buffer, 1, buffer.count, file)
                if read <= 0 { break }
                bytes += buffer[0..<read]
            }
            fclose(file)
            let entry = command == "replay" ? runnerReplay : runnerShapes
            exit(bytes.withUnsafeBufferPointer { entry($0.baseAddress, Int32($0.count)) })
        default:
            print("usage: runner-native scripted|ownership|replay FILE.gks|shapes FILE.gkg")
            exit(64)
        }
    }
}
