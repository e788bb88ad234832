// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonCatalog.h"

#include <QFile>

#include <cstdio>
#include <cstdlib>

static void initialiseLessonResource()
{
    Q_INIT_RESOURCE(lessons);
}

namespace linattn {

namespace {

// In the order the window lists them.
constexpr const char *kBuiltInLessons[]
    = {"reassociation", "denominator-stability", "choosing-a-feature-map", "three-ways", "memory"};

std::vector<LessonPlan> loadLessons()
{
    initialiseLessonResource();
    std::vector<LessonPlan> lessons;
    for (const char *id : kBuiltInLessons) {
        const QString path = QStringLiteral(":/linattn/lessons/%1.json").arg(QLatin1String(id));
        auto plan = LessonReader::readFile(path);
        if (auto *error = std::get_if<QString>(&plan)) {
            std::fprintf(stderr, "linattn: built-in lesson is broken: %s\n", qPrintable(*error));
            std::abort();
        }
        lessons.push_back(std::get<LessonPlan>(std::move(plan)));
    }
    return lessons;
}

} // namespace

const std::vector<LessonPlan> &LessonCatalog::lessons()
{
    static const std::vector<LessonPlan> lessons = loadLessons();
    return lessons;
}

const LessonPlan *LessonCatalog::find(std::string_view id)
{
    for (const LessonPlan &plan : lessons())
        if (plan.lesson.id == id)
            return &plan;
    return nullptr;
}

} // namespace linattn
