// libFuzzer target: the small value parsers of front-matter fields: DurationParser
// (times), RecipeDate (dates), Decimal (costs, nutrition, rating) and Slug.
//
// Invariants: a time read back from its human and ISO 8601 forms is the same number
// of minutes; a date prints as the text it was read from; Slug.make makes valid slugs.

@testable import CookbookKit
@testable import CookbookQuantities
@testable import CookbookSupport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDuration(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    if let minutes = DurationParser.minutes(text) {
        fuzzCheck(minutes >= 0, "negative time \(minutes) from '\(text)'")
        // Hours are read up to 99,999: only check forms the parser can read back.
        if minutes < 100_000 * 60 {
            fuzzCheck(
                DurationParser.minutes(DurationParser.human(minutes)) == minutes,
                "'\(text)' -> \(minutes) -> '\(DurationParser.human(minutes))' reads differently")
            fuzzCheck(
                DurationParser.minutes(DurationParser.iso(minutes)) == minutes,
                "'\(text)' -> \(minutes) -> '\(DurationParser.iso(minutes))' reads differently")
        }
    }
    if let date = RecipeDate.parse(text) {
        fuzzCheck((1...12).contains(date.month) && (1...31).contains(date.day), "impossible date from '\(text)'")
        fuzzCheck(RecipeDate.parse(date.description) == date, "'\(text)' -> \(date) reads differently")
    }
    for comma in [false, true] {
        if let value = Decimal.parse(text, decimalComma: comma) {
            fuzzCheck(value.scale >= 0, "negative scale from '\(text)'")
            fuzzCheck(Decimal.parse(value.description) == value, "'\(text)' -> \(value) reads differently")
        }
    }
    let slug = Slug.make(text)
    fuzzCheck(slug.isEmpty || Slug.isValid(slug) || slug.count > 100, "Slug.make('\(text)') = '\(slug)' is not valid")
    return 0
}
