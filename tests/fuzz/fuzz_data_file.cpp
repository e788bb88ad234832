// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the data-file reader (`--data FILE`, File → Open data…),
// read strictly as a file the user opens: any bytes must give data that passes
// the core's checks and reads back the same, or one message with `out`
// untouched; never a crash, a leak, undefined behaviour or a hang. The same
// for readDataFile(), which also reads a sequence ("queries" for "query").

#include "AttentionDataJson.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <variant>

namespace {

// readDataFile(), which `--data` uses since a file may hold a sequence ("queries"): the same
// promises for either kind.
void checkDataOrSequenceFile(const QByteArray &json)
{
    using namespace linattn;
    const AttentionData untouched {"untouched", {7, 7}, {{7, 7}}, {{7}}};
    DataFileContents contents = untouched;
    if (const auto error = readDataFile(json, contents)) {
        const auto *kept = std::get_if<AttentionData>(&contents);
        if (error->toString().empty() || !kept || !(*kept == untouched))
            std::abort();
        return;
    }
    if (std::visit([](const auto &data) { return validate(data).has_value(); }, contents))
        std::abort(); // the reader let through what the core refuses
    if (const auto *sequence = std::get_if<SequenceData>(&contents)) {
        SequenceData again;
        const QByteArray saved = QJsonDocument(sequenceDataToJson(*sequence)).toJson();
        if (readSequenceData(saved, again, KeyCheck::Strict) || again.queries != sequence->queries
            || again.keys.size() != sequence->keys.size() || again.values != sequence->values)
            std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size)
{
    using namespace linattn;
    const QByteArray json(reinterpret_cast<const char *>(bytes), static_cast<qsizetype>(size));
    checkDataOrSequenceFile(json);
    const AttentionData untouched {"untouched", {7, 7}, {{7, 7}}, {{7}}};
    AttentionData data = untouched;
    if (const auto error = readAttentionData(json, data, KeyCheck::Strict)) {
        if (error->toString().empty() || !(data == untouched))
            std::abort();
        return 0;
    }
    if (validate(data))
        std::abort(); // the reader let through what the core refuses
    // What is saved reads back as it was (Save data as… then Open data…).
    AttentionData again;
    const QByteArray saved = QJsonDocument(attentionDataToJson(data)).toJson();
    if (readAttentionData(saved, again, KeyCheck::Strict) || again.query != data.query
        || again.keys.size() != data.keys.size() || again.values.size() != data.values.size())
        std::abort();
    return 0;
}
