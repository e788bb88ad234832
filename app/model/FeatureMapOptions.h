// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Quantity.h"
#include "random_features.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace linattn {

class AttentionModel;

// The settings of the feature map beyond its choice: FAVOR+'s m, seed and
// orthogonal rows (used when the map is favor, kept while another is chosen)
// and ε, added to every denominator (0: off). Typed text is parsed by core;
// a refused value keeps the state and sets the model's errorMessage naming
// the setting ("m: 5000 is outside 1…4096"). A part of one AttentionModel
// (its `mapOptions` property): the values are the model's inputs, and a
// change recomputes the model once.
class FeatureMapOptions : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The feature-map options are a part of AttentionModel.")

    // Whether the chosen map has settings (FAVOR+ has; the others have none).
    Q_PROPERTY(bool applies READ applies NOTIFY appliesChanged FINAL)
    Q_PROPERTY(
        int favorFeatures READ favorFeatures WRITE setFavorFeatures NOTIFY favorChanged FINAL)
    Q_PROPERTY(QString favorSeed READ favorSeed NOTIFY favorChanged FINAL)
    Q_PROPERTY(bool favorOrthogonal READ favorOrthogonal WRITE setFavorOrthogonal NOTIFY
            favorChanged FINAL)
    Q_PROPERTY(linattn::Quantity epsilon READ epsilon NOTIFY epsilonChanged FINAL)
    // Which of the offered ε is set: 0 off, 1 the paper's 1e-6, 2 a kernel
    // library's 1e-10, 3 another value (see chooseEpsilon).
    Q_PROPERTY(int epsilonChoice READ epsilonChoice NOTIFY epsilonChanged FINAL)

public:
    enum EpsilonChoice { EpsilonOff, EpsilonPaper, EpsilonKernelLibrary, EpsilonOther };
    Q_ENUM(EpsilonChoice)

    explicit FeatureMapOptions(AttentionModel *model);

    bool applies() const;
    int favorFeatures() const;
    QString favorSeed() const;
    bool favorOrthogonal() const;
    Quantity epsilon() const;
    int epsilonChoice() const;

    void setFavorFeatures(int features);
    void setFavorOrthogonal(bool orthogonal);
    Q_INVOKABLE void setEpsilon(double epsilon);
    // Typed settings, parsed by core (parseFavorFeatureCount, parseFavorSeed, parseEpsilon):
    // false with the model's errorMessage, and nothing changed, for a refused text.
    Q_INVOKABLE bool setFavorFeaturesText(const QString &text);
    Q_INVOKABLE bool setFavorSeedText(const QString &text);
    Q_INVOKABLE bool setEpsilonText(const QString &text);
    // Sets one of the offered ε (EpsilonChoice); false for EpsilonOther, whose
    // value the user types.
    Q_INVOKABLE bool chooseEpsilon(int choice);
    // All FAVOR+ settings and ε at once, recomputing once (a lesson step, the command line).
    bool set(const FavorSettings &favor, double epsilon);
    // Whether `favor` and `epsilon` are valid; false with the model's errorMessage
    // naming the refused setting (the model checks a lesson step's settings so).
    bool accepts(const FavorSettings &favor, double epsilon);

    // Called by the model after a recompute: which of the settings changed.
    void announce(bool mapChanged, bool favorChanged, bool epsilonChanged);

signals:
    void appliesChanged();
    void favorChanged();
    void epsilonChanged();

private:
    void refuse(const QString &reason);

    AttentionModel &model_;
};

} // namespace linattn
