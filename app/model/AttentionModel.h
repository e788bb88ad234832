// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChoiceListModel.h"
#include "DataEditCommand.h"
#include "DataTableModel.h"
#include "DerivationModel.h"
#include "StepTableModel.h"
#include "attention_data.h"
#include "random_features.h"
#include "step_table.h"
#include "step_text.h"

#include <memory>

#include <QObject>
#include <QUndoStack>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

namespace linattn {

// The one model the window binds to. Inputs are the data (a preset, or the
// user's own), the feature map and the prefix; everything else is derived
// from core/ and read-only. A change recomputes once and emits each changed
// property's signal once; setting a value it already has emits nothing.
// Changes of the data go through an undo stack (see DataEditCommand).
class AttentionModel : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(linattn::ChoiceListModel *presets READ presets CONSTANT FINAL)
    Q_PROPERTY(linattn::ChoiceListModel *featureMaps READ featureMaps CONSTANT FINAL)
    Q_PROPERTY(linattn::StepTableModel *stepTable READ stepTable CONSTANT FINAL)
    Q_PROPERTY(linattn::DerivationModel *derivation READ derivation CONSTANT FINAL)
    Q_PROPERTY(linattn::DataTableModel *dataTable READ dataTable CONSTANT FINAL)

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
    // The FAVOR+ settings (used when the map is favor; kept while another map is chosen)
    // and ε, added to every denominator (0: off). A refused value keeps the state and sets
    // errorMessage naming the setting ("m: 5000 is outside 1…4096").
    Q_PROPERTY(int favorFeatures READ favorFeatures WRITE setFavorFeatures NOTIFY
            favorSettingsChanged FINAL)
    Q_PROPERTY(QString favorSeed READ favorSeed NOTIFY favorSettingsChanged FINAL)
    Q_PROPERTY(bool favorOrthogonal READ favorOrthogonal WRITE setFavorOrthogonal NOTIFY
            favorSettingsChanged FINAL)
    Q_PROPERTY(
        bool featureMapHasSettings READ featureMapHasSettings NOTIFY featureMapIdChanged FINAL)
    // "m = 64, seed = 1, orthogonal" for favor, empty for a map without settings.
    Q_PROPERTY(QString featureMapParameters READ featureMapParameters NOTIFY
            featureMapParametersChanged FINAL)
    Q_PROPERTY(double epsilon READ epsilon WRITE setEpsilon NOTIFY epsilonChanged FINAL)
    Q_PROPERTY(QString epsilonText READ epsilonText NOTIFY epsilonChanged FINAL)
    Q_PROPERTY(int prefix READ prefix WRITE setPrefix NOTIFY prefixChanged FINAL)
    Q_PROPERTY(int keyCount READ keyCount NOTIFY keyCountChanged FINAL)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged FINAL)

    // The data: whether it is the user's own (edited or opened) and its title.
    Q_PROPERTY(bool ownData READ ownData NOTIFY dataChanged FINAL)
    Q_PROPERTY(QString dataTitle READ dataTitle NOTIFY dataChanged FINAL)
    // The last refused edit: the message names the cell ("keys[2][1]: …").
    Q_PROPERTY(QString editError READ editError NOTIFY editErrorChanged FINAL)
    Q_PROPERTY(int editErrorRow READ editErrorRow NOTIFY editErrorChanged FINAL)
    Q_PROPERTY(int editErrorColumn READ editErrorColumn NOTIFY editErrorChanged FINAL)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoStateChanged FINAL)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoStateChanged FINAL)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoStateChanged FINAL)
    Q_PROPERTY(QString redoText READ redoText NOTIFY undoStateChanged FINAL)

    Q_PROPERTY(QVariantList query READ query NOTIFY queryChanged FINAL)
    Q_PROPERTY(QString queryText READ queryText NOTIFY queryChanged FINAL)
    Q_PROPERTY(QVariantList phiQuery READ phiQuery NOTIFY phiQueryChanged FINAL)
    Q_PROPERTY(QString phiQueryText READ phiQueryText NOTIFY phiQueryChanged FINAL)
    Q_PROPERTY(QVariantList s READ s NOTIFY sChanged FINAL)
    Q_PROPERTY(QString sText READ sText NOTIFY sChanged FINAL)
    Q_PROPERTY(QVariantList z READ z NOTIFY zChanged FINAL)
    Q_PROPERTY(QString zText READ zText NOTIFY zChanged FINAL)
    Q_PROPERTY(double numerator READ numerator NOTIFY numeratorChanged FINAL)
    Q_PROPERTY(QString numeratorText READ numeratorText NOTIFY numeratorChanged FINAL)
    Q_PROPERTY(double denominator READ denominator NOTIFY denominatorChanged FINAL)
    Q_PROPERTY(QString denominatorText READ denominatorText NOTIFY denominatorChanged FINAL)
    Q_PROPERTY(bool available READ available NOTIFY availableChanged FINAL)
    Q_PROPERTY(QVariant output READ output NOTIFY outputChanged FINAL)
    Q_PROPERTY(QString outputText READ outputText NOTIFY outputChanged FINAL)
    Q_PROPERTY(QVariant reference READ reference NOTIFY referenceChanged FINAL)
    Q_PROPERTY(QString referenceText READ referenceText NOTIFY referenceChanged FINAL)
    Q_PROPERTY(double softmax READ softmax NOTIFY softmaxChanged FINAL)
    Q_PROPERTY(QString softmaxText READ softmaxText NOTIFY softmaxChanged FINAL)
    Q_PROPERTY(QVariant difference READ difference NOTIFY differenceChanged FINAL)
    Q_PROPERTY(QString differenceText READ differenceText NOTIFY differenceChanged FINAL)

    // Chart data, positions and axis ranges worked out in C++ (see README).
    Q_PROPERTY(QVariantMap planeChart READ planeChart NOTIFY planeChartChanged FINAL)
    Q_PROPERTY(QVariantMap weightsChart READ weightsChart NOTIFY weightsChartChanged FINAL)
    Q_PROPERTY(QVariantMap outputChart READ outputChart NOTIFY outputChartChanged FINAL)

public:
    explicit AttentionModel(QObject *parent = nullptr);

    ChoiceListModel *presets() const { return presets_; }
    ChoiceListModel *featureMaps() const { return featureMaps_; }
    StepTableModel *stepTable() const { return stepTable_; }
    DerivationModel *derivation() const { return derivation_; }
    DataTableModel *dataTable() const { return dataTable_; }

    QString presetId() const;
    int presetIndex() const { return state_.presetIndex; }
    QString presetTitle() const;
    QString presetDescription() const;
    QString featureMapId() const;
    int featureMapIndex() const { return featureMapIndex_; }
    QString featureMapTitle() const;
    QString featureMapDescription() const;
    int favorFeatures() const { return static_cast<int>(favor_.features); }
    QString favorSeed() const { return QString::number(favor_.seed); }
    bool favorOrthogonal() const { return favor_.orthogonal; }
    const FavorSettings &favorSettings() const { return favor_; }
    bool featureMapHasSettings() const;
    QString featureMapParameters() const;
    double epsilon() const { return epsilon_; }
    QString epsilonText() const;
    // The map the step table was computed with (a FAVOR+ map with favorSettings() for favor).
    const FeatureMap &currentFeatureMap() const;
    int prefix() const { return prefix_; }
    int keyCount() const { return static_cast<int>(table_.steps.size()); }
    QString errorMessage() const { return errorMessage_; }

    bool ownData() const { return state_.ownData; }
    QString dataTitle() const;
    QString editError() const { return editError_; }
    int editErrorRow() const { return editErrorRow_; }
    int editErrorColumn() const { return editErrorColumn_; }
    bool canUndo() const { return undoStack_->canUndo(); }
    bool canRedo() const { return undoStack_->canRedo(); }
    QString undoText() const { return undoStack_->undoText(); }
    QString redoText() const { return undoStack_->redoText(); }
    // The data shown now, and the whole state for sessions and tests.
    const AttentionData &currentData() const { return state_.data; }
    const DataState &dataState() const { return state_; }

    QVariantList query() const { return derived_.query; }
    QString queryText() const { return derived_.queryText; }
    QVariantList phiQuery() const { return derived_.phiQuery; }
    QString phiQueryText() const { return derived_.phiQueryText; }
    QVariantList s() const { return derived_.s; }
    QString sText() const { return derived_.sText; }
    QVariantList z() const { return derived_.z; }
    QString zText() const { return derived_.zText; }
    double numerator() const { return derived_.numerator; }
    QString numeratorText() const { return derived_.numeratorText; }
    double denominator() const { return derived_.denominator; }
    QString denominatorText() const { return derived_.denominatorText; }
    bool available() const { return derived_.available; }
    QVariant output() const { return derived_.output; }
    QString outputText() const { return derived_.outputText; }
    QVariant reference() const { return derived_.reference; }
    QString referenceText() const { return derived_.referenceText; }
    double softmax() const { return derived_.softmax; }
    QString softmaxText() const { return derived_.softmaxText; }
    QVariant difference() const { return derived_.difference; }
    QString differenceText() const { return derived_.differenceText; }
    QVariantMap planeChart() const { return derived_.planeChart; }
    QVariantMap weightsChart() const { return derived_.weightsChart; }
    QVariantMap outputChart() const { return derived_.outputChart; }

    // Setters refuse unknown ids with errorMessage and keep the state.
    void setPresetId(const QString &id);
    void setPresetIndex(int index);
    void setFeatureMapId(const QString &id);
    void setFeatureMapIndex(int index);
    // Clamped to 1…keyCount.
    void setPrefix(int prefix);
    void setFavorFeatures(int features);
    void setFavorOrthogonal(bool orthogonal);
    void setEpsilon(double epsilon);
    // Typed settings, parsed by core (parseFavorFeatureCount, parseFavorSeed, parseEpsilon):
    // false with errorMessage, and nothing changed, for a refused text.
    Q_INVOKABLE bool setFavorFeaturesText(const QString &text);
    Q_INVOKABLE bool setFavorSeedText(const QString &text);
    Q_INVOKABLE bool setEpsilonText(const QString &text);
    // All FAVOR+ settings and ε at once, recomputing once (a lesson step, the command line).
    bool setLabSettings(const FavorSettings &favor, double epsilon);
    // All three at once, recomputing once (a lesson step, a restored
    // session); false with errorMessage, and nothing changed, for an unknown id.
    // The preset's own data replaces any edits, and the undo history is cleared.
    Q_INVOKABLE bool setState(const QString &presetId, const QString &featureMapId, int prefix);
    // The same with the FAVOR+ settings and ε (a lesson step), still recomputing once.
    bool setState(const QString &presetId, const QString &featureMapId, int prefix,
        const FavorSettings &favor, double epsilon);

    // Editing, each an undoable command. A refused edit returns false, sets
    // editError naming the cell, and leaves the data as it was. Rows: 0 is
    // the query, k + 1 is key k; columns: coordinates, then the value.
    Q_INVOKABLE bool editCell(int row, int column, const QString &text);
    // Moves the query (row 0) or a key while it is dragged on the plane;
    // snapped to a tenth of the plane's tick distance. Moves of one row
    // merge into one command until endDrag().
    Q_INVOKABLE bool movePoint(int row, double x, double y);
    Q_INVOKABLE void endDrag();
    Q_INVOKABLE bool addKey();
    Q_INVOKABLE bool removeKey(int key);
    // Back to the chosen preset's data (undoable, like every edit).
    Q_INVOKABLE void resetToPreset();
    Q_INVOKABLE void undo() { undoStack_->undo(); }
    Q_INVOKABLE void redo() { undoStack_->redo(); }
    Q_INVOKABLE void clearEditError() { setEditError({}, -1, -1); }
    // Own data from a file or a session, as an undoable command titled `name`.
    // False, with editError, when the data fails validate().
    bool loadOwnData(AttentionData data, const QString &commandText);
    // Used by DataEditCommand: moves to `state` without recording a command.
    void restoreData(const DataState &state);
    // Puts one step on the undo stack that goes back to `earlier` from the
    // data as it is now (which stays): how a lesson gives back the user's data.
    void offerUndoTo(const DataState &earlier, const QString &commandText);

    // The full step table (prefixes 1…n) of the current preset and map.
    const StepTable &fullTable() const { return table_; }

    Q_INVOKABLE void nextPrefix() { setPrefix(prefix_ + 1); }
    Q_INVOKABLE void previousPrefix() { setPrefix(prefix_ - 1); }
    // The next or previous preset and the next map, wrapping around: the
    // keyboard's way through the lists during a class.
    Q_INVOKABLE void nextPreset();
    Q_INVOKABLE void previousPreset();
    Q_INVOKABLE void nextFeatureMap();

signals:
    void presetIdChanged();
    void featureMapIdChanged();
    void prefixChanged();
    void favorSettingsChanged();
    void featureMapParametersChanged();
    void epsilonChanged();
    void keyCountChanged();
    void errorMessageChanged();
    void dataChanged();
    void editErrorChanged();
    void undoStateChanged();
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

private:
    // Everything shown for the current prefix, in Qt types.
    struct Derived {
        QVariantList query, phiQuery, s, z;
        QString queryText, phiQueryText, sText, zText;
        double numerator = 0, denominator = 0, softmax = 0;
        QString numeratorText, denominatorText, softmaxText;
        bool available = false;
        QVariant output, reference, difference;
        QString outputText, referenceText, differenceText;
        QVariantMap planeChart, weightsChart, outputChart;
    };

    // Moves to a new input state, recomputing once and emitting each change once.
    void applyInputs(const DataState &state, int featureMapIndex, int prefix);
    void applyInputs(const DataState &state, int featureMapIndex, int prefix,
        const FavorSettings &favor, double epsilon);
    // Records and applies a change of the data.
    bool pushDataChange(const QString &text, DataState next, int dragRow = -1);
    DataState presetState(int presetIndex) const;
    void setEditError(const QString &message, int row, int column);
    Derived derive() const;
    void emitChanges(const Derived &before);
    void setErrorMessage(const QString &message);

    ChoiceListModel *presets_;
    ChoiceListModel *featureMaps_;
    StepTableModel *stepTable_;
    DerivationModel *derivation_;
    DataTableModel *dataTable_;
    QUndoStack *undoStack_;

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
    QString editError_;
    int editErrorRow_ = -1;
    int editErrorColumn_ = -1;
};

} // namespace linattn
