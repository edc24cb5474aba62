import CadenceCore
import CadenceStorage
import Foundation

extension SyncProjection {
    /// The document's check-ins of every habit this store holds: inserted where missing (or held
    /// by another habit here: a merged habit's), deleted where the document no longer has them.
    mutating func projectCheckIns() throws {
        let habitLinks = snapshot.links(SyncSpace.habitLink)
        let links = snapshot.links(SyncSpace.checkInLink)
        let local = Dictionary(snapshot.checkIns.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var kept: Set<CheckInID> = []
        for (gid, row) in target.checkIns.sorted(by: { $0.key < $1.key }) {
            guard let habitID = habitLinks[row.habit] else { continue }
            if let id = links[gid], let existing = local[id], existing.habitID == habitID, existing.day == row.day {
                kept.insert(id)
                continue
            }
            guard (try? CheckInValidator.validate(amount: row.amount)) != nil,
                let at = try? StoredMilliseconds.date(row.at, field: "at")
            else { continue }
            let checkIn = CheckIn(id: 0, habitID: habitID, day: row.day, at: at, amount: row.amount, note: row.note)
            batch.data(.insertCheckIn(checkIn), link: (SyncSpace.checkInLink, gid))
        }
        var unlinked: [String] = []
        for (gid, id) in links.sorted(by: { $0.key < $1.key }) where !kept.contains(id) {
            if local[id] != nil { batch.data(.deleteCheckIn(id)) }
            if target.checkIns[gid] == nil { unlinked.append(gid) }
        }
        batch.delete(SyncSpace.checkInLink, unlinked)
    }

    /// The day records (skips, difficulty, notes) of the document, field by field.
    mutating func projectDayRecords() throws {
        let habitLinks = snapshot.links(SyncSpace.habitLink)
        let habitGIDs = snapshot.reverseLinks(SyncSpace.habitLink)
        var local: [String: DayRecord] = [:]
        for record in snapshot.dayRecords {
            guard let gid = habitGIDs[record.habitID] else { continue }
            local[SyncSpace.dayKey(habit: gid, day: record.day)] = record
        }
        let shadows = snapshot.records(SyncSpace.dayRecordShadow)
        for (key, fields) in target.dayRecords.sorted(by: { $0.key < $1.key }) {
            guard let parts = SyncDocument.dayKeyParts(key), let habitID = habitLinks[parts.habit],
                let record = try? SyncFields.dayRecord(from: fields, habit: habitID, day: parts.day)
            else { continue }
            let existing = local.removeValue(forKey: key) ?? DayRecord(habitID: habitID, day: parts.day)
            if existing != record { batch.data(.saveDayRecord(record)) }
            let shadow = try SyncDocument.text(SyncFields.of(record))
            if record.isEmpty {
                if shadows[key] != nil { batch.delete(SyncSpace.dayRecordShadow, [key]) }
            } else if shadows[key] != shadow {
                batch.save(SyncSpace.dayRecordShadow, key, shadow)
            }
        }
        for (key, record) in local.sorted(by: { $0.key < $1.key }) {
            batch.data(.saveDayRecord(DayRecord(habitID: record.habitID, day: record.day)))
            batch.delete(SyncSpace.dayRecordShadow, [key])
        }
    }

    /// docs/sync.md "Achievements": unlocks made elsewhere, each with its XP (the unlock's own
    /// ledger entry, as when it is reached here).
    mutating func projectAchievements() {
        let unlocked = Set(snapshot.unlocks.map(\.achievementID))
        for id in document.achievements.keys.sorted() where !unlocked.contains(id) {
            guard let achievement = AchievementCatalog.achievement(id: id) else { continue }
            for change in CadenceService.unlock(achievement, at: now) { batch.data(change) }
        }
    }

    /// The settings, field by field (a field the document lacks keeps this store's value).
    mutating func projectSettings() throws {
        guard !target.settings.isEmpty,
            let settings = try? SyncFields.settings(from: target.settings, base: snapshot.settings)
        else { return }
        if settings != snapshot.settings { batch.data(.saveSettings(settings)) }
        let shadow = try SyncDocument.text(SyncFields.of(settings))
        if snapshot.records(SyncSpace.settingsShadow)[SyncSpace.settingsKey] != shadow {
            batch.save(SyncSpace.settingsShadow, SyncSpace.settingsKey, shadow)
        }
    }
}
