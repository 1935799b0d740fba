import Testing
@testable import CookbookKit
@testable import CookbookQuantities

@Suite struct QuantityTemperatureTests {
    func find(_ text: String, _ language: String = "en") -> [String] {
        TemperatureFinder.find(in: text, language: language).map { "\(text[$0.range])|\($0.quantity)|\($0.unit)" }
    }

    @Test func signsAndWords() {
        #expect(find("Bake at 180 °C for 20 minutes.") == ["180 °C|180|celsius"])
        #expect(find("Bake at 180°C.") == ["180°C|180|celsius"])
        #expect(find("Heat to 350 °F (180 °C).") == ["350 °F|350|fahrenheit", "180 °C|180|celsius"])
        #expect(find("Духовка 180 °С", "ru") == ["180 °С|180|celsius"])  // Cyrillic С
        #expect(find("Запекать при 180 градусах или 180 градусов", "ru") == ["180 градусов|180|celsius"])
        #expect(find("Heat to 350 degrees F") == ["350 degrees F|350|fahrenheit"])
        #expect(find("Heat to 180 degrees Celsius") == ["180 degrees Celsius|180|celsius"])
        #expect(find("200–220 ℃") == ["200–220 ℃|200-220|celsius"])
        #expect(find("180 ºC") == ["180 ºC|180|celsius"])  // ordinal indicator
        #expect(find("Freeze at -18 °C") == ["-18 °C|-18|celsius"])
        #expect(find("180 градусов по Цельсию", "ru") == ["180 градусов по Цельсию|180|celsius"])
    }

    @Test func numbersWithoutDegreesAreNotTemperatures() {
        #expect(find("Cook 180 C") == [])
        #expect(find("Add 2 cups and cook 20 minutes") == [])
        #expect(find("Heat oven to 350 degrees") == [])  // ambiguous in English
        #expect(find("Heat oven to 180°") == [])
        #expect(find("Нагреть духовку до 180°", "ru") == ["180°|180|celsius"])
        #expect(find("180 градусов с крышкой", "ru") == ["180 градусов|180|celsius"])
        #expect(find("A2 °C") == [])
    }

    @Test func offsetsAreScalarOffsets() throws {
        let found = try #require(TemperatureFinder.find(in: "Духовка: 180 °C", language: "ru").first)
        #expect(found.offsets == 9..<15)
    }

    @Test func mentionsConvertForThePage() throws {
        let found = try #require(TemperatureFinder.find(in: "Bake at 180 °C").first)
        let us = QuantityFormatter(system: .us, language: "en")
        #expect(us.string(for: Amount(found.quantity, unit: found.unit)) == "350 °F")  // as ovens are set
    }
}
