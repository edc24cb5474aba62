/// The ISO 4217 list Cadence accepts (docs/domain-rules.md §12 "Money"): the 165 active
/// currency codes with minor units, as published by the maintenance agency (SIX) in 2025 —
/// withdrawn codes (ANG, HRK, SLL, ZWL, …) and units without minor digits (gold XAU, the SDR
/// XDR, test codes) are not money accounts can hold.
extension Currency {
    /// Every accepted currency, by code.
    public static let all: [Currency] = [
        Currency("AED", 2), Currency("AFN", 2), Currency("ALL", 2), Currency("AMD", 2), Currency("AOA", 2), Currency("ARS", 2),
        Currency("AUD", 2), Currency("AWG", 2), Currency("AZN", 2), Currency("BAM", 2), Currency("BBD", 2), Currency("BDT", 2),
        Currency("BGN", 2), Currency("BHD", 3), Currency("BIF", 0), Currency("BMD", 2), Currency("BND", 2), Currency("BOB", 2),
        Currency("BOV", 2), Currency("BRL", 2), Currency("BSD", 2), Currency("BTN", 2), Currency("BWP", 2), Currency("BYN", 2),
        Currency("BZD", 2), Currency("CAD", 2), Currency("CDF", 2), Currency("CHE", 2), Currency("CHF", 2), Currency("CHW", 2),
        Currency("CLF", 4), Currency("CLP", 0), Currency("CNY", 2), Currency("COP", 2), Currency("COU", 2), Currency("CRC", 2),
        Currency("CUP", 2), Currency("CVE", 2), Currency("CZK", 2), Currency("DJF", 0), Currency("DKK", 2), Currency("DOP", 2),
        Currency("DZD", 2), Currency("EGP", 2), Currency("ERN", 2), Currency("ETB", 2), Currency("EUR", 2), Currency("FJD", 2),
        Currency("FKP", 2), Currency("GBP", 2), Currency("GEL", 2), Currency("GHS", 2), Currency("GIP", 2), Currency("GMD", 2),
        Currency("GNF", 0), Currency("GTQ", 2), Currency("GYD", 2), Currency("HKD", 2), Currency("HNL", 2), Currency("HTG", 2),
        Currency("HUF", 2), Currency("IDR", 2), Currency("ILS", 2), Currency("INR", 2), Currency("IQD", 3), Currency("IRR", 2),
        Currency("ISK", 0), Currency("JMD", 2), Currency("JOD", 3), Currency("JPY", 0), Currency("KES", 2), Currency("KGS", 2),
        Currency("KHR", 2), Currency("KMF", 0), Currency("KPW", 2), Currency("KRW", 0), Currency("KWD", 3), Currency("KYD", 2),
        Currency("KZT", 2), Currency("LAK", 2), Currency("LBP", 2), Currency("LKR", 2), Currency("LRD", 2), Currency("LSL", 2),
        Currency("LYD", 3), Currency("MAD", 2), Currency("MDL", 2), Currency("MGA", 2), Currency("MKD", 2), Currency("MMK", 2),
        Currency("MNT", 2), Currency("MOP", 2), Currency("MRU", 2), Currency("MUR", 2), Currency("MVR", 2), Currency("MWK", 2),
        Currency("MXN", 2), Currency("MXV", 2), Currency("MYR", 2), Currency("MZN", 2), Currency("NAD", 2), Currency("NGN", 2),
        Currency("NIO", 2), Currency("NOK", 2), Currency("NPR", 2), Currency("NZD", 2), Currency("OMR", 3), Currency("PAB", 2),
        Currency("PEN", 2), Currency("PGK", 2), Currency("PHP", 2), Currency("PKR", 2), Currency("PLN", 2), Currency("PYG", 0),
        Currency("QAR", 2), Currency("RON", 2), Currency("RSD", 2), Currency("RUB", 2), Currency("RWF", 0), Currency("SAR", 2),
        Currency("SBD", 2), Currency("SCR", 2), Currency("SDG", 2), Currency("SEK", 2), Currency("SGD", 2), Currency("SHP", 2),
        Currency("SLE", 2), Currency("SOS", 2), Currency("SRD", 2), Currency("SSP", 2), Currency("STN", 2), Currency("SVC", 2),
        Currency("SYP", 2), Currency("SZL", 2), Currency("THB", 2), Currency("TJS", 2), Currency("TMT", 2), Currency("TND", 3),
        Currency("TOP", 2), Currency("TRY", 2), Currency("TTD", 2), Currency("TWD", 2), Currency("TZS", 2), Currency("UAH", 2),
        Currency("UGX", 0), Currency("USD", 2), Currency("USN", 2), Currency("UYI", 0), Currency("UYU", 2), Currency("UYW", 4),
        Currency("UZS", 2), Currency("VED", 2), Currency("VES", 2), Currency("VND", 0), Currency("VUV", 0), Currency("WST", 2),
        Currency("XAF", 0), Currency("XCD", 2), Currency("XCG", 2), Currency("XOF", 0), Currency("XPF", 0), Currency("YER", 2),
        Currency("ZAR", 2), Currency("ZMW", 2), Currency("ZWG", 2),
    ]
}
