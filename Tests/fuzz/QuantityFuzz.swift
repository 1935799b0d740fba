// libFuzzer target: the quantity parser (Rational.parse, built on NumberScanner) and
// exact arithmetic on what it reads.
//
// Invariants: an amount is never negative; it prints as text that reads back as the
// same number; arithmetic answers nil on overflow instead of trapping.

@testable import CookbookKit
@testable import CookbookQuantities
@testable import CookbookSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuantity(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    var values: [Rational] = []
    for comma in [false, true] {
        guard let value = Rational.parse(text, decimalComma: comma) else { continue }
        fuzzCheck(!value.isNegative, "negative amount \(value) from '\(text)'")
        fuzzCheck(value.denominator > 0, "denominator \(value.denominator) from '\(text)'")
        // Amounts are read with at most NumberScanner.maxDigits digits a number; print and
        // read back the ones whose fraction stays within that.
        if String(value.numerator).count <= NumberScanner.maxDigits, String(value.denominator).count <= NumberScanner.maxDigits {
            fuzzCheck(Rational.parse(value.description) == value, "'\(text)' -> \(value) reads differently")
        }
        values.append(value)
    }
    // Arithmetic with hostile operands from the input's bytes must not trap.
    if bytes.count >= 16 {
        let raw = bytes.withUnsafeBytes { ($0.loadUnaligned(as: Int.self), $0.loadUnaligned(fromByteOffset: 8, as: Int.self)) }
        if let r = Rational(raw.0, raw.1) {
            values.append(r)
            fuzzCheck(r.denominator > 0, "denominator \(r.denominator) of \(raw)")
        }
    }
    for a in values {
        for b in values {
            let sum = a + b, difference = a - b, product = a * b, quotient = a / b
            if let sum, let back = sum - b { fuzzCheck(back == a, "(\(a) + \(b)) - \(b) = \(back)") }
            _ = (difference, product, quotient, a < b)
        }
    }
    return 0
}
