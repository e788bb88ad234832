// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChoiceListModel.h"
#include "DataEditor.h"
#include "DataState.h"
#include "DataTableModel.h"
#include "DerivationModel.h"
#include "FeatureMapOptions.h"
#include "ProblemPart.h"
#include "Quantity.h"
#include "StepTableModel.h"
#include "attention_data.h"
#include "random_features.h"
#include "step_table.h"
#include "step_text.h"

#include <memory>

#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// The one model the window binds to. Inputs are the data (a preset, or the
// user's own), the feature map and the prefix; everything else is derived
// from core/ and read-only. A change recomputes once and emits each changed
// property's signal once; setting a value it already has emits nothing.
// Its parts: `editor` changes the data through an undo stack, `mapOptions`
// holds the FAVOR+ settings and ε; both hand their changes to this model,
// which recomputes once.
class AttentionModel : public QObject, public ProblemPart {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(linattn::ChoiceListModel *presets READ presets CONSTANT FINAL)
    Q_PROPERTY(linattn::ChoiceListModel *featureMaps READ featureMaps CONSTANT FINAL)
    Q_PROPERTY(linattn::StepTableModel *stepTable READ stepTable CONSTANT FINAL)
    Q_PROPERTY(linattn::DerivationModel *derivation READ derivation CONSTANT FINAL)
    Q_PROPERTY(linattn::DataTableModel *dataTable READ dataTable CONSTANT FINAL)
    Q_PROPERTY(linattn::DataEditor *editor READ editor CONSTANT FINAL)
    Q_PROPERTY(linattn::FeatureMapOptions *mapOptions READ mapOptions CONSTANT FINAL)

    Q_PROPERTY(QString presetId READ presetId WRITE setPresetId NOTIFY presetIdChanged FINAL)
    Q_PROPERTY(int presetIndex READ presetIndex WRITE setPresetIndex NOTIFY presetIdChanged FINAL)
    Q_PROPERTY(QString presetTitle READ presetTitle NOTIFY presetIdChanged FINAL)
    Q_PROPERTY(QString presetDescription READ presetDescription NOTIFY presetIdChanged FINAL)
    Q_PROPERTY(QString featureMapId READ featureMapId WRITE setFeatureMapId NOTIFY
            featureMapIdChanged FINAL)
    Q_PROPERTY(int featureMapIndex READ featureMapIndex WRITE setFeatureMapIndex NOTIFY
            featureMapIdChanged FINAL)
    Q_PROPERTY(QString featureMapTitle READ featureMapTitle NOTIFY featureMapIdChanged FINAL)
    Q_PROPERTY(
        QString featureMapDescription READ featureMapDescription NOTIFY featureMapIdChanged FINAL)
    // "m = 64, seed = 1, orthogonal" for favor, empty for a map without settings.
    Q_PROPERTY(QString featureMapParameters READ featureMapParameters NOTIFY
            featureMapParametersChanged FINAL)
    // The map as the derivation's subtitle names it: its title, its settings in parentheses, and
    // ε when the ε setting is on ("FAVOR+ (m = 64, seed = 1, orthogonal), ε = 1e-06").
    Q_PROPERTY(
        QString featureMapCaption READ featureMapCaption NOTIFY featureMapCaptionChanged FINAL)
    Q_PROPERTY(int prefix READ prefix WRITE setPrefix NOTIFY prefixChanged FINAL)
    Q_PROPERTY(int keyCount READ keyCount NOTIFY keyCountChanged FINAL)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged FINAL)

    // The data: whether it is the user's own (edited or opened) and its title.
    Q_PROPERTY(bool ownData READ ownData NOTIFY dataChanged FINAL)
    Q_PROPERTY(QString dataTitle READ dataTitle NOTIFY dataChanged FINAL)

    // Each shown number (or vector) with its text; null value where Unavailable.
    Q_PROPERTY(linattn::Quantity query READ query NOTIFY queryChanged FINAL)
    Q_PROPERTY(linattn::Quantity phiQuery READ phiQuery NOTIFY phiQueryChanged FINAL)
    Q_PROPERTY(linattn::Quantity s READ s NOTIFY sChanged FINAL)
    Q_PROPERTY(linattn::Quantity z READ z NOTIFY zChanged FINAL)
    Q_PROPERTY(linattn::Quantity numerator READ numerator NOTIFY numeratorChanged FINAL)
    Q_PROPERTY(linattn::Quantity denominator READ denominator NOTIFY denominatorChanged FINAL)
    Q_PROPERTY(bool available READ available NOTIFY availableChanged FINAL)
    Q_PROPERTY(linattn::Quantity output READ output NOTIFY outputChanged FINAL)
    Q_PROPERTY(linattn::Quantity reference READ reference NOTIFY referenceChanged FINAL)
    Q_PROPERTY(linattn::Quantity softmax READ softmax NOTIFY softmaxChanged FINAL)
    Q_PROPERTY(linattn::Quantity difference READ difference NOTIFY differenceChanged FINAL)

    // Chart data, positions and axis ranges worked out in C++ (see README).
    Q_PROPERTY(QVariantMap planeChart READ planeChart NOTIFY planeChartChanged FINAL)
    Q_PROPERTY(QVariantMap weightsChart READ weightsChart NOTIFY weightsChartChanged FINAL)
    Q_PROPERTY(QVariantMap outputChart READ outputChart NOTIFY outputChartChanged FINAL)
    // The value plane (ChartData::valuePlane()): shown for values of two coordinates.
    Q_PROPERTY(QVariantMap valuePlaneChart READ valuePlaneChart NOTIFY valuePlaneChartChanged FINAL)
    // d_v, the coordinates of every value: 1 for numbers.
    Q_PROPERTY(int valueDimension READ valueDimension NOTIFY valueDimensionChanged FINAL)

public:
    explicit AttentionModel(QObject *parent = nullptr);

    ChoiceListModel *presets() const { return presets_; }
    ChoiceListModel *featureMaps() const { return featureMaps_; }
    StepTableModel *stepTable() const { return stepTable_; }
    DerivationModel *derivation() const override { return derivation_; }
    DataTableModel *dataTable() const { return dataTable_; }
    DataEditor *editor() const { return editor_; }
    FeatureMapOptions *mapOptions() const { return mapOptions_; }

    QString presetId() const;
    int presetIndex() const { return state_.presetIndex; }
    QString presetTitle() const;
    QString presetDescription() const;
    QString featureMapId() const;
    int featureMapIndex() const { return featureMapIndex_; }
    QString featureMapTitle() const;
    QString featureMapDescription() const;
    // The map's settings, inputs like the rest (changed through mapOptions).
    const FavorSettings &favorSettings() const { return favor_; }
    double epsilon() const { return epsilon_; }
    QString featureMapParameters() const;
    QString featureMapCaption() const;
    // The map the step table was computed with (a FAVOR+ map with favorSettings() for favor).
    const FeatureMap &currentFeatureMap() const;
    int prefix() const { return prefix_; }
    int keyCount() const { return static_cast<int>(table_.steps.size()); }
    QString errorMessage() const { return errorMessage_; }

    bool ownData() const { return state_.ownData; }
    QString dataTitle() const;
    // The data shown now, and the whole state for sessions and tests.
    const AttentionData &currentData() const { return state_.data; }
    const DataState &dataState() const { return state_; }

    Quantity query() const { return derived_.query; }
    Quantity phiQuery() const { return derived_.phiQuery; }
    Quantity s() const { return derived_.s; }
    Quantity z() const { return derived_.z; }
    Quantity numerator() const { return derived_.numerator; }
    Quantity denominator() const { return derived_.denominator; }
    bool available() const { return derived_.available; }
    Quantity output() const { return derived_.output; }
    Quantity reference() const { return derived_.reference; }
    Quantity softmax() const { return derived_.softmax; }
    Quantity difference() const { return derived_.difference; }
    QVariantMap planeChart() const { return derived_.planeChart; }
    QVariantMap weightsChart() const { return derived_.weightsChart; }
    QVariantMap outputChart() const { return derived_.outputChart; }
    QVariantMap valuePlaneChart() const { return derived_.valuePlaneChart; }
    int valueDimension() const { return static_cast<int>(table_.valueDimension); }

    // Setters refuse unknown ids with errorMessage and keep the state.
    void setPresetId(const QString &id);
    void setPresetIndex(int index);
    void setFeatureMapId(const QString &id);
    void setFeatureMapIndex(int index);
    // Clamped to 1…keyCount.
    void setPrefix(int prefix);
    // All three at once, recomputing once (a lesson step, a restored
    // session); false with errorMessage, and nothing changed, for an unknown id.
    // The preset's own data replaces any edits, and the undo history is cleared.
    Q_INVOKABLE bool setState(const QString &presetId, const QString &featureMapId, int prefix);
    // The same with the FAVOR+ settings and ε (a lesson step), still recomputing once.
    bool setState(const QString &presetId, const QString &featureMapId, int prefix,
        const FavorSettings &favor, double epsilon);

    // For the model's parts (DataEditor, FeatureMapOptions), which decide what
    // the next data or settings are; each recomputes once.
    void applyData(const DataState &state);
    void applySettings(const FavorSettings &favor, double epsilon);
    // Sets errorMessage: a setting refused by a part.
    void refuse(const QString &message) { setErrorMessage(message); }
    // The state of the preset at presetIndex, as shipped.
    DataState presetState(int presetIndex) const;

    // The full step table (prefixes 1…n) of the current preset and map.
    const StepTable &fullTable() const { return table_; }

    Q_INVOKABLE void nextPrefix() { setPrefix(prefix_ + 1); }
    Q_INVOKABLE void previousPrefix() { setPrefix(prefix_ - 1); }
    // The next or previous preset and the next map, wrapping around: the
    // keyboard's way through the lists during a class.
    Q_INVOKABLE void nextPreset();
    Q_INVOKABLE void previousPreset();

    // As a part of the problem the window shows: a step is a prefix, a problem a preset.
    void nextStep() override { nextPrefix(); }
    void previousStep() override { previousPrefix(); }
    void nextProblem() override { nextPreset(); }
    void previousProblem() override { previousPreset(); }
    QString nextStepText() const override { return tr("Next prefix"); }
    QString previousStepText() const override { return tr("Previous prefix"); }
    QString nextProblemText() const override { return tr("Next preset"); }
    // As the part the exports take: the steps up to the prefix, and the four charts (the value
    // plane only for values of two coordinates).
    QStringList chartNames() const override;
    std::string tableText(ExportFormat format) const override;
    std::string notebookText(const FeatureMap &map, const TextRenderer &render) const override;
    QString exportedTableText() const override;
    QVariantMap tableMenuLabels() const override;
    QString fileNameBase() const override;
    QString tableTsv() const override;
    QString copyRefusal() const override { return {}; }
    // The steps of prefixes 1…prefix, as the command line computes them: the running sums of a
    // prefix do not depend on the keys after it.
    StepTable tableToPrefix() const;
    Q_INVOKABLE void nextFeatureMap();

signals:
    void presetIdChanged();
    void featureMapIdChanged();
    void prefixChanged();
    void featureMapParametersChanged();
    void featureMapCaptionChanged();
    void keyCountChanged();
    void errorMessageChanged();
    void dataChanged();
    void queryChanged();
    void phiQueryChanged();
    void sChanged();
    void zChanged();
    void numeratorChanged();
    void denominatorChanged();
    void availableChanged();
    void outputChanged();
    void referenceChanged();
    void softmaxChanged();
    void differenceChanged();
    void planeChartChanged();
    void weightsChartChanged();
    void outputChartChanged();
    void valuePlaneChartChanged();
    void valueDimensionChanged();

private:
    // Everything shown for the current prefix, in Qt types.
    struct Derived {
        Quantity query, phiQuery, s, z, numerator, denominator;
        bool available = false;
        Quantity output, reference, softmax, difference;
        QVariantMap planeChart, weightsChart, outputChart, valuePlaneChart;
    };

    // Moves to a new input state, recomputing once and emitting each change once.
    void applyInputs(const DataState &state, int featureMapIndex, int prefix);
    void applyInputs(const DataState &state, int featureMapIndex, int prefix,
        const FavorSettings &favor, double epsilon);
    Derived derive() const;
    void emitChanges(const Derived &before);
    void setErrorMessage(const QString &message);

    ChoiceListModel *presets_;
    ChoiceListModel *featureMaps_;
    StepTableModel *stepTable_;
    DerivationModel *derivation_;
    DataTableModel *dataTable_;
    DataEditor *editor_;
    FeatureMapOptions *mapOptions_;

    DataState state_;
    bool started_ = false; // false until the first state is applied
    int featureMapIndex_ = -1;
    int prefix_ = 0;
    FavorSettings favor_;
    double epsilon_ = 0.0;
    // The FAVOR+ map of favor_, made when favor is chosen; declared before text_ (and kept
    // while text_ and the step table model refer to it) so that it outlives them.
    std::shared_ptr<const FeatureMap> favorMap_;
    StepTable table_;
    std::unique_ptr<StepText> text_; // the numbers of table_ as text, kept across prefixes
    Derived derived_;
    QString errorMessage_;
};

} // namespace linattn
