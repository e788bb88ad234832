// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyNames.h"

#include <QKeySequence>

namespace linattn {

KeyNames::KeyNames(QObject *parent)
    : QObject(parent)
{
}

QString KeyNames::nativeText(const QString &portable)
{
    const QKeySequence sequence(portable, QKeySequence::PortableText);
    // A text Qt does not read as keys is shown as it is written.
    return sequence.isEmpty() ? portable : sequence.toString(QKeySequence::NativeText);
}

QString KeyNames::nativeTexts(const QStringList &portable)
{
    QStringList texts;
    for (const QString &each : portable)
        texts << nativeText(each);
    return texts.join(tr(" or "));
}

} // namespace linattn
