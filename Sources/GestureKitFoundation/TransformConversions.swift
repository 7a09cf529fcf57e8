import Foundation
import GestureKit

// GestureKit's `AffineTransform` uses Core Graphics' conventions (row vectors, `a b c d tx ty`),
// so the conversions copy the six numbers in place. Foundation's own `AffineTransform` is
// the same matrix under other names (`m11 m12 m21 m22 tX tY`) and exists on every platform;
// `CGAffineTransform` exists only where Core Graphics does (Apple's platforms).

extension GestureKit.AffineTransform {
    /// The transform with the same matrix as Foundation's `AffineTransform`.
    public init(_ transform: Foundation.AffineTransform) {
        self.init(
            a: Double(transform.m11), b: Double(transform.m12),
            c: Double(transform.m21), d: Double(transform.m22),
            tx: Double(transform.tX), ty: Double(transform.tY))
    }
}

extension Foundation.AffineTransform {
    /// Foundation's transform with the same matrix as a GestureKit transform.
    public init(_ transform: GestureKit.AffineTransform) {
        self.init(
            m11: CGFloat(transform.a), m12: CGFloat(transform.b),
            m21: CGFloat(transform.c), m22: CGFloat(transform.d),
            tX: CGFloat(transform.tx), tY: CGFloat(transform.ty))
    }
}

#if canImport(CoreGraphics)
import CoreGraphics

extension GestureKit.AffineTransform {
    /// The transform with the same matrix as a Core Graphics transform.
    public init(_ transform: CGAffineTransform) {
        self.init(
            a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
            d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))
    }
}

extension CGAffineTransform {
    /// The Core Graphics transform with the same matrix as a GestureKit transform.
    public init(_ transform: GestureKit.AffineTransform) {
        self.init(
            a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
            d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }
}
#endif
