#pragma once

#include "lesson.h"

#include <QByteArray>
#include <QString>

#include <variant>

namespace linattn {

// A lesson with the state in effect at each of its steps.
struct LessonPlan {
    Lesson lesson;
    std::vector<ResolvedLessonState> states;
};

// Reads and checks a lesson file (docs/lessons.md) against the built-in
// presets and feature maps. Errors are one line naming the step and field.
class LessonReader {
public:
    static constexpr qint64 kMaxBytes = 1 << 20;

    static std::variant<LessonPlan, QString> read(const QByteArray &json);
    // The message starts with the file's path.
    static std::variant<LessonPlan, QString> readFile(const QString &path);
};

} // namespace linattn
