// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the data-file reader (`--data FILE`, File → Open data…),
// read strictly as a file the user opens: any bytes must give data that passes
// the core's checks and reads back the same, or one message with `out`
// untouched; never a crash, a leak, undefined behaviour or a hang.

#include "AttentionDataJson.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size)
{
    using namespace linattn;
    const QByteArray json(reinterpret_cast<const char *>(bytes), static_cast<qsizetype>(size));
    const AttentionData untouched {"untouched", {7, 7}, {{7, 7}}, {7}};
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
