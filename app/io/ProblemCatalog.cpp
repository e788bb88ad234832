// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProblemCatalog.h"

#include "AttentionDataJson.h"
#include "nearest_name.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>

// The resource lives in a static library, so it must be initialised by name
// (outside any namespace) before it can be read.
static void initialiseProblemResource()
{
    Q_INIT_RESOURCE(problems);
}

namespace linattn {

namespace {

[[noreturn]] void failBuiltInProblems(const std::string &message)
{
    std::fprintf(stderr, "linattn: built-in problems.json is broken: %s\n", message.c_str());
    std::abort();
}

struct Catalog {
    std::vector<Preset> presets;
    std::vector<SequencePreset> sequences;
};

Catalog loadCatalog()
{
    initialiseProblemResource();
    QFile file(QStringLiteral(":/linattn/problems.json"));
    if (!file.open(QIODevice::ReadOnly))
        failBuiltInProblems("not found in the program's resources");
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
    const QJsonArray entries = document.object().value(QLatin1String("problems")).toArray();
    if (entries.isEmpty())
        failBuiltInProblems("no \"problems\" array");

    Catalog catalog;
    std::set<std::string> ids;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QJsonObject entry = entries[i].toObject();
        const std::string id = entry.value(QLatin1String("id")).toString().toStdString();
        const std::string title = entry.value(QLatin1String("title")).toString().toStdString();
        const std::string description
            = entry.value(QLatin1String("description")).toString().toStdString();
        if (id.empty() || title.empty() || description.empty())
            failBuiltInProblems(
                "problems[" + std::to_string(i) + "] lacks an id, title or description");
        if (!ids.insert(id).second)
            failBuiltInProblems(id + ": the id is used twice");
        // A sequence has a query per key; a single query has one for all of them.
        const bool sequence = entry.contains(QLatin1String("queries"));
        // The entry's own keys sit beside the data's, so the data is read
        // leniently and the whole entry's keys are checked here.
        const std::vector<std::string_view> known {
            "id", "title", "description", sequence ? "queries" : "query", "keys", "values"};
        for (const QString &key : entry.keys())
            if (std::find(known.begin(), known.end(), key.toStdString()) == known.end())
                failBuiltInProblems(id + ": " + key.toStdString() + ": "
                    + unknownKeyMessage(key.toStdString(), known));
        if (sequence) {
            SequencePreset problem {id, title, description, {}};
            if (auto error = readSequenceData(entry, problem.data, KeyCheck::Lenient))
                failBuiltInProblems(id + ": " + error->toString());
            problem.data.title = title;
            catalog.sequences.push_back(std::move(problem));
        } else {
            Preset problem {id, title, description, {}};
            if (auto error = readAttentionData(entry, problem.data, KeyCheck::Lenient))
                failBuiltInProblems(id + ": " + error->toString());
            problem.data.title = title;
            catalog.presets.push_back(std::move(problem));
        }
    }
    if (catalog.presets.empty() || catalog.sequences.empty())
        failBuiltInProblems("it needs at least one single query and one sequence");
    return catalog;
}

const Catalog &catalog()
{
    static const Catalog loaded = loadCatalog();
    return loaded;
}

template <typename Problem>
const Problem *findIn(const std::vector<Problem> &problems, std::string_view id)
{
    for (const Problem &problem : problems)
        if (problem.id == id)
            return &problem;
    return nullptr;
}

} // namespace

const std::vector<Preset> &ProblemCatalog::presets()
{
    return catalog().presets;
}

const std::vector<SequencePreset> &ProblemCatalog::sequences()
{
    return catalog().sequences;
}

const Preset *ProblemCatalog::findPreset(std::string_view id)
{
    return findIn(presets(), id);
}

const SequencePreset *ProblemCatalog::findSequence(std::string_view id)
{
    return findIn(sequences(), id);
}

} // namespace linattn
