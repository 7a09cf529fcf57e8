// The smallest proof that a target of Embedded/build works: a class, an array, a dictionary
// with String keys (Unicode equivalence included), string interpolation, and Double
// arithmetic and printing, including the C library's sqrt, atan2, sin and cos (declared in
// CMath.h; on wasm32 from Debian's wasi-libc, on the Cortex-M from picolibc). Build and run:
//
//   Embedded/build --out .build/embedded --name hello \
//       --header Embedded/hello/CMath.h Embedded/hello/Hello.swift
//   Embedded/run .build/embedded/hello.wasm
//   Embedded/run .build/embedded/hello.elf
//
// Both print the same four lines, and so does a native build of this file with
// `@main struct Main { static func main() { _ = embeddedMain() } }` beside it.

final class Counter {
    private(set) var counts: [String: Int] = [:]
    func add(_ name: String) { counts[name, default: 0] += 1 }
}

/// An input the optimizer cannot see through, so that the C library is really called.
@inline(never) @_optimize(none)
func opaque(_ value: Double) -> Double { value }

@_cdecl("embedded_main")
public func embeddedMain() -> Int32 {
    let counter = Counter()
    // "café" twice, precomposed and decomposed: String's canonical equivalence (the Unicode
    // tables of libswiftUnicodeDataTables.a) makes them one key.
    for name in ["tap", "pinch", "tap", "caf\u{E9}", "cafe\u{301}"] { counter.add(name) }
    let sides: [Double] = [opaque(3), opaque(4)]
    let hypotenuse = (sides[0] * sides[0] + sides[1] * sides[1]).squareRoot()
    print("hello from Embedded Swift: tap=\(counter.counts["tap"] ?? 0) pinch=\(counter.counts["pinch"] ?? 0) café=\(counter.counts["café"] ?? 0) hypotenuse=\(hypotenuse)")
    let half = opaque(0.5)
    print("C library: sqrt(2)=\(sqrt(opaque(2))) atan2(1,1)=\(atan2(half, half)) sin(0.5)=\(sin(half)) cos(0.5)=\(cos(half))")
    // Not printed, because they differ between targets: a NaN's sign (0/0 prints "-nan" on
    // x86-64 and under Node on x86-64, "nan" with the Cortex-M's soft-float library), Int.max
    // (Int has 32 bits on both embedded targets), and Double.leastNonzeroMagnitude (on 32-bit
    // ARM the standard library defines it as leastNormalMagnitude, 2.2250738585072014e-308;
    // the smallest subnormal itself, Double(bitPattern: 1), is 5e-324 everywhere).
    print("Double: \(opaque(0.1) + opaque(0.2)) \(opaque(1e300) * 10) \(-opaque(0)) \(opaque(Double(bitPattern: 1))) \(opaque(123456789.125)) \(Float(opaque(1) / 3)) \((opaque(0) / opaque(0)).isNaN)")
    print("Int64: \(Int64.min) \(UInt64.max) \(Int32(-42))")
    return 0
}
