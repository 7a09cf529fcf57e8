// The native build of Hello.swift, for comparing its output with the embedded targets'
// (Embedded/hello/check).
@main
struct NativeMain {
    static func main() {
        _ = embeddedMain()
    }
}
