// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SequenceCatalog.h"

#include "AttentionDataJson.h"
#include "nearest_name.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

// The resource lives in a static library, so it must be initialised by name
// (outside any namespace) before it can be read.
static void initialiseSequenceResource()
{
    Q_INIT_RESOURCE(sequences);
}

namespace linattn {

namespace {

[[noreturn]] void failBuiltInSequences(const std::string &message)
{
    std::fprintf(stderr, "linattn: built-in sequences.json is broken: %s\n", message.c_str());
    std::abort();
}

std::vector<SequencePreset> loadSequences()
{
    initialiseSequenceResource();
    QFile file(QStringLiteral(":/linattn/sequences.json"));
    if (!file.open(QIODevice::ReadOnly))
        failBuiltInSequences("not found in the program's resources");
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
    const QJsonArray entries = document.object().value(QLatin1String("sequences")).toArray();
    if (entries.isEmpty())
        failBuiltInSequences("no \"sequences\" array");

    std::vector<SequencePreset> sequences;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QJsonObject entry = entries[i].toObject();
        SequencePreset sequence;
        sequence.id = entry.value(QLatin1String("id")).toString().toStdString();
        sequence.title = entry.value(QLatin1String("title")).toString().toStdString();
        sequence.description = entry.value(QLatin1String("description")).toString().toStdString();
        if (sequence.id.empty() || sequence.title.empty() || sequence.description.empty())
            failBuiltInSequences(
                "sequences[" + std::to_string(i) + "] lacks an id, title or description");
        const bool duplicate = std::any_of(sequences.begin(), sequences.end(),
            [&sequence](const SequencePreset &each) { return each.id == sequence.id; });
        if (duplicate)
            failBuiltInSequences(sequence.id + ": the id is used twice");
        // The entry's own keys sit beside the data's, so the data is read
        // leniently and the whole entry's keys are checked here.
        const std::vector<std::string_view> known {
            "id", "title", "description", "queries", "keys", "values"};
        for (const QString &key : entry.keys())
            if (std::find(known.begin(), known.end(), key.toStdString()) == known.end())
                failBuiltInSequences(sequence.id + ": " + key.toStdString() + ": "
                    + unknownKeyMessage(key.toStdString(), known));
        if (auto error = readSequenceData(entry, sequence.data, KeyCheck::Lenient))
            failBuiltInSequences(sequence.id + ": " + error->toString());
        sequence.data.title = sequence.title;
        sequences.push_back(std::move(sequence));
    }
    return sequences;
}

} // namespace

const std::vector<SequencePreset> &SequenceCatalog::sequences()
{
    static const std::vector<SequencePreset> sequences = loadSequences();
    return sequences;
}

const SequencePreset *SequenceCatalog::find(std::string_view id)
{
    for (const SequencePreset &sequence : sequences())
        if (sequence.id == id)
            return &sequence;
    return nullptr;
}

} // namespace linattn
