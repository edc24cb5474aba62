import Foundation

/// Writes small Apple Health `export.xml` files for tests, shaped like the phone's: the prolog,
/// a DOCTYPE with its internal subset, `ExportDate`, `Me`, then the records.
enum HealthExportWriter {
    static func record(
        _ type: String, source: String = "Anna’s iPhone", unit: String? = nil, start: String, end: String? = nil,
        value: String? = nil
    ) -> String {
        var text = #"<Record type="HKQuantityTypeIdentifier\#(type)" sourceName="\#(source)" sourceVersion="17.4""#
        if type.hasPrefix("Category:") {
            text = #"<Record type="HKCategoryTypeIdentifier\#(type.dropFirst(9))" sourceName="\#(source)" sourceVersion="17.4""#
        }
        if let unit { text += #" unit="\#(unit)""# }
        text += #" creationDate="\#(end ?? start)" startDate="\#(start)" endDate="\#(end ?? start)""#
        if let value { text += #" value="\#(value)""# }
        return text + "/>"
    }

    static func steps(_ count: Int, source: String = "Anna’s iPhone", start: String, end: String? = nil) -> String {
        record("StepCount", source: source, unit: "count", start: start, end: end, value: String(count))
    }

    static func sleep(_ stage: String, source: String = "Anna’s Apple Watch", start: String, end: String) -> String {
        record("Category:SleepAnalysis", source: source, start: start, end: end, value: "HKCategoryValueSleepAnalysis\(stage)")
    }

    static func export(_ records: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- HealthKit Export Version: 14 -->
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
        <!ATTLIST HealthData
          locale CDATA #REQUIRED
        >
        <!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
        <!ATTLIST Record
          type          CDATA #REQUIRED
          unit          CDATA #IMPLIED
          value         CDATA #IMPLIED
        >
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2024-12-01 09:00:00 +0100"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth="" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
        \(records.map { " " + $0 }.joined(separator: "\n"))
        </HealthData>

        """
    }
}
