import Testing
@testable import CookbookKit

@Suite struct DurationParserTests {
    @Test(arguments: [
        ("90 min", 90), ("1 h 30 min", 90), ("1 hour 30 minutes", 90), ("1h30", 90), ("1h30m", 90), ("PT1H30M", 90),
        ("2 d", 2880), ("1 d 2 h 30 min", 1590), ("45 mins", 45), ("2 hrs", 120), ("1 HOUR", 60), ("  15 min  ", 15),
        ("1 ч 30 мин", 90), ("2 сағ", 120), ("3 часа", 180), ("10 минут", 10), ("1 день", 1440), ("2 күн", 2880), ("5 мин.", 5),
        ("pt45m", 45), ("P1DT2H", 1560), ("P2D", 2880), ("PT0M", 0), ("0 min", 0),
    ])
    func readsTimesInMinutes(_ text: String, _ minutes: Int) {
        #expect(DurationParser.minutes(text) == minutes)
    }

    @Test(arguments: [
        "30", "", "min", "1.5 h", "1,5 h", "half an hour", "1 h 1 h", "30 min 1 h", "10 min 5 min", "1h75", "1 d 30",
        "30 sec", "1 week", "100000 min", "PT", "P", "PT30S", "P1M", "P1H", "PT1.5H", "PT1H30", "-5 min", "5 - 10 min",
    ])
    func refusesWhatIsNotAClearTime(_ text: String) {
        #expect(DurationParser.minutes(text) == nil)
    }

    @Test(arguments: [(0, "PT0M"), (45, "PT45M"), (60, "PT1H"), (90, "PT1H30M"), (1440, "PT24H"), (1505, "PT25H5M")])
    func writesISO8601(_ minutes: Int, _ iso: String) {
        #expect(DurationParser.iso(minutes) == iso)
        #expect(DurationParser.minutes(iso) == minutes)
    }

    @Test(arguments: [(0, "0 min"), (45, "45 min"), (60, "1 h"), (90, "1 h 30 min"), (1440, "24 h")])
    func writesShortHumanForm(_ minutes: Int, _ human: String) {
        #expect(DurationParser.human(minutes) == human)
        #expect(DurationParser.minutes(human) == minutes)
    }

    @Test
    func isoDesignatorsMustBeInOrderAndOnce() {
        #expect(DurationParser.minutes("PT1M30H") == nil)
        #expect(DurationParser.minutes("PT1H1H") == nil)
        #expect(DurationParser.minutes("P1DT") == nil)
    }
}
