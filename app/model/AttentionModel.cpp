// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AttentionModel.h"

#include "ChartData.h"
#include "CoreTexts.h"
#include "PresetCatalog.h"
#include "ProblemSelection.h"
#include "data_edit.h"
#include "derivation.h"
#include "number_format.h"

#include <algorithm>

namespace linattn {

namespace {

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QList<ChoiceListModel::Choice> presetChoices()
{
    QList<ChoiceListModel::Choice> choices;
    for (const Preset &preset : PresetCatalog::presets())
        choices.append({toQString(preset.id), CoreTexts::presetTitle(preset),
            CoreTexts::presetDescription(preset)});
    return choices;
}

QList<ChoiceListModel::Choice> featureMapChoices()
{
    QList<ChoiceListModel::Choice> choices;
    for (const FeatureMap *map : featureMaps())
        choices.append({toQString(map->id()), CoreTexts::translated(map->titleText()),
            CoreTexts::translated(map->descriptionText())});
    return choices;
}

QVariantList toList(std::span<const double> vector)
{
    QVariantList list;
    list.reserve(static_cast<qsizetype>(vector.size()));
    for (double x : vector)
        list.append(x);
    return list;
}

QVariant toVariant(const std::optional<double> &x)
{
    return x ? QVariant(*x) : QVariant();
}

const Preset &presetAt(int index)
{
    return PresetCatalog::presets().at(static_cast<std::size_t>(index));
}

const FeatureMap &featureMapAt(int index)
{
    return *featureMaps().at(static_cast<std::size_t>(index));
}

} // namespace

AttentionModel::AttentionModel(QObject *parent)
    : QObject(parent)
    , presets_(new ChoiceListModel(presetChoices(), this))
    , featureMaps_(new ChoiceListModel(featureMapChoices(), this))
    , stepTable_(new StepTableModel(this))
    , derivation_(new DerivationModel(this))
    , dataTable_(new DataTableModel(this))
    , undoStack_(new QUndoStack(this))
{
    applyInputs(presetState(std::max(0, presets_->indexOf(QString::fromLatin1(kDefaultPresetId)))),
        std::max(0, featureMaps_->indexOf(QString::fromLatin1(kDefaultFeatureMapId))), 1);
    connect(undoStack_, &QUndoStack::indexChanged, this, &AttentionModel::undoStateChanged);
    connect(undoStack_, &QUndoStack::cleanChanged, this, &AttentionModel::undoStateChanged);
}

QString AttentionModel::presetId() const
{
    return presets_->at(state_.presetIndex).id;
}

QString AttentionModel::presetTitle() const
{
    return presets_->at(state_.presetIndex).title;
}

QString AttentionModel::presetDescription() const
{
    return presets_->at(state_.presetIndex).description;
}

QString AttentionModel::dataTitle() const
{
    return state_.ownData ? QString::fromStdString(state_.data.title) : presetTitle();
}

QString AttentionModel::featureMapId() const
{
    return featureMaps_->at(featureMapIndex_).id;
}

QString AttentionModel::featureMapTitle() const
{
    return featureMaps_->at(featureMapIndex_).title;
}

QString AttentionModel::featureMapDescription() const
{
    return featureMaps_->at(featureMapIndex_).description;
}

void AttentionModel::setPresetId(const QString &id)
{
    const int index = presets_->indexOf(id);
    if (index < 0) {
        setErrorMessage(tr("Unknown preset '%1'; the preset stays %2.").arg(id, presetId()));
        return;
    }
    setPresetIndex(index);
}

void AttentionModel::setPresetIndex(int index)
{
    if (index < 0 || index >= presets_->rowCount()) {
        setErrorMessage(tr("No preset number %1; the preset stays %2.").arg(index).arg(presetId()));
        return;
    }
    if (index == state_.presetIndex && !state_.ownData)
        return setErrorMessage({}); // a valid choice answers an earlier refusal
    // Over the user's own data, choosing a preset is undoable like an edit,
    // so a slip of the preset box loses nothing.
    if (state_.ownData)
        pushDataChange(tr("Choose preset %1").arg(presets_->at(index).title), presetState(index));
    else
        applyInputs(presetState(index), featureMapIndex_, prefix_);
}

void AttentionModel::setFeatureMapId(const QString &id)
{
    const int index = featureMaps_->indexOf(id);
    if (index < 0) {
        setErrorMessage(tr("Unknown feature map '%1'; the map stays %2.").arg(id, featureMapId()));
        return;
    }
    setFeatureMapIndex(index);
}

void AttentionModel::setFeatureMapIndex(int index)
{
    if (index < 0 || index >= featureMaps_->rowCount()) {
        setErrorMessage(
            tr("No feature map number %1; the map stays %2.").arg(index).arg(featureMapId()));
        return;
    }
    applyInputs(state_, index, prefix_);
}

void AttentionModel::setPrefix(int prefix)
{
    applyInputs(state_, featureMapIndex_, prefix);
}

bool AttentionModel::featureMapHasSettings() const
{
    return featureMapAt(featureMapIndex_).id() == kFavorMapId;
}

QString AttentionModel::featureMapParameters() const
{
    // The map the table was computed with (none before the first one).
    return text_ ? CoreTexts::translated(text_->map().parametersText()) : QString();
}

QString AttentionModel::epsilonText() const
{
    return epsilon_ > 0 ? QString::fromStdString(formatShortest(epsilon_)) : QStringLiteral("0");
}

const FeatureMap &AttentionModel::currentFeatureMap() const
{
    return favorMap_ && featureMapHasSettings() ? *favorMap_ : featureMapAt(featureMapIndex_);
}

void AttentionModel::setFavorFeatures(int features)
{
    FavorSettings next = favor_;
    next.features = static_cast<std::size_t>(std::max(0, features));
    if (auto error = validateFavorSettings(next); error || features < 0) {
        setErrorMessage(tr("%1; the settings stay as they were.")
                            .arg(CoreTexts::dataError(error
                                    ? *error
                                    : DataError {"m",
                                        makeMessage(MessageId::Outside, std::to_string(features),
                                            std::to_string(kMinFavorFeatures),
                                            std::to_string(kMaxFavorFeatures))})));
        return;
    }
    applyInputs(state_, featureMapIndex_, prefix_, next, epsilon_);
}

void AttentionModel::setFavorOrthogonal(bool orthogonal)
{
    FavorSettings next = favor_;
    next.orthogonal = orthogonal;
    applyInputs(state_, featureMapIndex_, prefix_, next, epsilon_);
}

void AttentionModel::setEpsilon(double epsilon)
{
    if (auto error = validateEpsilon(epsilon)) {
        setErrorMessage(
            tr("%1; the settings stay as they were.").arg(CoreTexts::dataError(*error)));
        return;
    }
    applyInputs(state_, featureMapIndex_, prefix_, favor_, epsilon);
}

bool AttentionModel::setFavorFeaturesText(const QString &text)
{
    auto parsed = parseFavorFeatureCount(text.trimmed().toStdString());
    if (auto *error = std::get_if<DataError>(&parsed)) {
        setErrorMessage(
            tr("%1; the settings stay as they were.").arg(CoreTexts::dataError(*error)));
        return false;
    }
    FavorSettings next = favor_;
    next.features = std::get<std::size_t>(parsed);
    applyInputs(state_, featureMapIndex_, prefix_, next, epsilon_);
    return true;
}

bool AttentionModel::setFavorSeedText(const QString &text)
{
    auto parsed = parseFavorSeed(text.trimmed().toStdString());
    if (auto *error = std::get_if<DataError>(&parsed)) {
        setErrorMessage(
            tr("%1; the settings stay as they were.").arg(CoreTexts::dataError(*error)));
        return false;
    }
    FavorSettings next = favor_;
    next.seed = std::get<std::uint64_t>(parsed);
    applyInputs(state_, featureMapIndex_, prefix_, next, epsilon_);
    return true;
}

bool AttentionModel::setEpsilonText(const QString &text)
{
    auto parsed = parseEpsilon(text.trimmed().toStdString());
    if (auto *error = std::get_if<DataError>(&parsed)) {
        setErrorMessage(
            tr("%1; the settings stay as they were.").arg(CoreTexts::dataError(*error)));
        return false;
    }
    applyInputs(state_, featureMapIndex_, prefix_, favor_, std::get<double>(parsed));
    return true;
}

bool AttentionModel::setLabSettings(const FavorSettings &favor, double epsilon)
{
    std::optional<DataError> error = validateFavorSettings(favor);
    if (!error)
        error = validateEpsilon(epsilon);
    if (error) {
        setErrorMessage(
            tr("%1; the settings stay as they were.").arg(CoreTexts::dataError(*error)));
        return false;
    }
    applyInputs(state_, featureMapIndex_, prefix_, favor, epsilon);
    return true;
}

bool AttentionModel::setState(const QString &presetId, const QString &featureMapId, int prefix)
{
    return setState(presetId, featureMapId, prefix, favor_, epsilon_);
}

bool AttentionModel::setState(const QString &presetId, const QString &featureMapId, int prefix,
    const FavorSettings &favor, double epsilon)
{
    std::optional<DataError> invalid = validateFavorSettings(favor);
    if (!invalid)
        invalid = validateEpsilon(epsilon);
    if (invalid) {
        setErrorMessage(
            tr("%1; the settings stay as they were.").arg(CoreTexts::dataError(*invalid)));
        return false;
    }
    const int presetIndex = presets_->indexOf(presetId);
    const int featureMapIndex = featureMaps_->indexOf(featureMapId);
    if (presetIndex < 0 || featureMapIndex < 0) {
        setErrorMessage(presetIndex < 0
                ? tr("Unknown preset '%1'; the preset stays %2.").arg(presetId, this->presetId())
                : tr("Unknown feature map '%1'; the map stays %2.")
                      .arg(featureMapId, this->featureMapId()));
        return false;
    }
    applyInputs(presetState(presetIndex), featureMapIndex, prefix, favor, epsilon);
    undoStack_->clear();
    return true;
}

void AttentionModel::nextPreset()
{
    setPresetIndex((state_.presetIndex + 1) % presets_->rowCount());
}

void AttentionModel::previousPreset()
{
    const int count = presets_->rowCount();
    setPresetIndex((state_.presetIndex + count - 1) % count);
}

void AttentionModel::nextFeatureMap()
{
    setFeatureMapIndex((featureMapIndex_ + 1) % featureMaps_->rowCount());
}

DataState AttentionModel::presetState(int presetIndex) const
{
    return {presetIndex, presetAt(presetIndex).data, false};
}

bool AttentionModel::pushDataChange(const QString &text, DataState next, int dragRow)
{
    if (next.ownData) {
        // Own data is named after where it came from, once.
        if (!state_.ownData && next.data.title == state_.data.title)
            next.data.title = tr("%1, edited").arg(presetTitle()).toStdString();
    }
    if (next == state_)
        return true;
    setEditError({}, -1, -1);
    undoStack_->push(new DataEditCommand(this, text, state_, std::move(next), dragRow));
    return true;
}

void AttentionModel::restoreData(const DataState &state)
{
    // Undo and redo put good data back: a refusal from before no longer applies.
    setEditError({}, -1, -1);
    applyInputs(state, featureMapIndex_, prefix_);
}

void AttentionModel::offerUndoTo(const DataState &earlier, const QString &commandText)
{
    if (earlier == state_)
        return;
    // Pushing runs redo(), which sets the data it already has: nothing changes now.
    undoStack_->push(new DataEditCommand(this, commandText, earlier, state_));
}

void AttentionModel::setEditError(const QString &message, int row, int column)
{
    if (message == editError_ && row == editErrorRow_ && column == editErrorColumn_)
        return;
    editError_ = message;
    editErrorRow_ = row;
    editErrorColumn_ = column;
    emit editErrorChanged();
}

bool AttentionModel::editCell(int row, int column, const QString &text)
{
    const AttentionData &data = state_.data;
    if (row < 0 || column < 0
        || !isEditableCell(data, static_cast<std::size_t>(row), static_cast<std::size_t>(column))) {
        setEditError(
            tr("There is no cell at row %1, column %2.").arg(row).arg(column), row, column);
        return false;
    }
    const auto r = static_cast<std::size_t>(row);
    const auto c = static_cast<std::size_t>(column);
    // Named as the editor shows it ("k₂, coord. 2"), not as the file does ("keys[2][1]").
    const QString place = dataTable_->cellName(row, column);
    auto parsed = parseDataNumber(text.toStdString(), place.toStdString());
    if (auto *error = std::get_if<DataError>(&parsed)) {
        setEditError(CoreTexts::dataError(*error), row, column);
        return false;
    }
    DataState next = state_;
    next.ownData = true;
    setCell(next.data, r, c, std::get<double>(parsed)); // parseDataNumber validated it
    if (next.data == state_.data) {
        setEditError({}, -1, -1);
        return true; // the same number typed again: nothing to undo
    }
    return pushDataChange(tr("Set %1").arg(place), std::move(next));
}

bool AttentionModel::movePoint(int row, double x, double y)
{
    if (row < 0 || row > keyCount() || state_.data.query.size() != 2) {
        setEditError(tr("There is no point %1 to move on the plane.").arg(row), row, -1);
        return false;
    }
    const double step = derived_.planeChart.value(QStringLiteral("xTick")).toDouble() / 10;
    const Vector point {snapToGrid(x, step), snapToGrid(y, step)};
    // Checked here first, so that a refusal names the point as the editor does.
    for (std::size_t coordinate = 0; coordinate < point.size(); ++coordinate) {
        const QString place = dataTable_->cellName(row, static_cast<int>(coordinate));
        if (auto error = validateNumber(point[coordinate], place.toStdString())) {
            setEditError(CoreTexts::dataError(*error), row, -1);
            return false;
        }
    }
    DataState next = state_;
    next.ownData = true;
    if (auto error = setPoint(next.data, static_cast<std::size_t>(row), point)) {
        setEditError(CoreTexts::dataError(*error), row, -1);
        return false;
    }
    if (next.data == state_.data)
        return true;
    // Moves of one row merge into one command until endDrag().
    const QString name = row == 0 ? QStringLiteral("q") : dataTable_->rowLabel(row);
    return pushDataChange(tr("Move %1").arg(name), std::move(next), row);
}

void AttentionModel::endDrag()
{
    const int last = undoStack_->index() - 1;
    if (last < 0)
        return;
    // const_cast: QUndoStack hands out only const commands, and closing the
    // drag changes no state the stack relies on.
    if (auto *command
        = dynamic_cast<DataEditCommand *>(const_cast<QUndoCommand *>(undoStack_->command(last))))
        command->closeDrag();
}

bool AttentionModel::addKey()
{
    DataState next = state_;
    next.ownData = true;
    if (auto error = linattn::addKey(next.data)) {
        setEditError(CoreTexts::dataError(*error), -1, -1);
        return false;
    }
    return pushDataChange(
        tr("Add key %1").arg(dataTable_->rowLabel(keyCount() + 1)), std::move(next));
}

bool AttentionModel::removeKey(int key)
{
    if (key < 0) {
        setEditError(tr("There is no key %1.").arg(key), -1, -1);
        return false;
    }
    DataState next = state_;
    next.ownData = true;
    if (auto error = linattn::removeKey(next.data, static_cast<std::size_t>(key))) {
        // "k₇", as the editor names the key, not "keys[7]" as the file does.
        const DataError named {dataTable_->rowLabel(key + 1).toStdString(), error->message};
        setEditError(CoreTexts::dataError(named), key + 1, -1);
        return false;
    }
    return pushDataChange(tr("Remove key %1").arg(dataTable_->rowLabel(key + 1)), std::move(next));
}

void AttentionModel::resetToPreset()
{
    pushDataChange(tr("Reset to preset %1").arg(presetTitle()), presetState(state_.presetIndex));
}

bool AttentionModel::loadOwnData(AttentionData data, const QString &commandText)
{
    if (auto error = validate(data)) {
        setEditError(CoreTexts::dataError(*error), -1, -1);
        return false;
    }
    DataState next = state_;
    next.ownData = true;
    next.data = std::move(data);
    if (next.data.title.empty())
        next.data.title = tr("Own data").toStdString();
    return pushDataChange(commandText, std::move(next));
}

void AttentionModel::setErrorMessage(const QString &message)
{
    if (message == errorMessage_)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

void AttentionModel::applyInputs(const DataState &state, int featureMapIndex, int prefix)
{
    applyInputs(state, featureMapIndex, prefix, favor_, epsilon_);
}

void AttentionModel::applyInputs(const DataState &state, int featureMapIndex, int prefix,
    const FavorSettings &favor, double epsilon)
{
    const bool presetChanges = !started_ || state.presetIndex != state_.presetIndex;
    const bool dataChanges
        = !started_ || state.data != state_.data || state.ownData != state_.ownData;
    const bool usesFavor = featureMapAt(featureMapIndex).id() == kFavorMapId;
    const bool favorChanges = favor != favor_;
    const bool epsilonChanges = epsilon != epsilon_;
    const bool tableChanges = !started_ || state.data != state_.data || epsilonChanges
        || (usesFavor && (favorChanges || !favorMap_));
    const bool mapChanges = featureMapIndex != featureMapIndex_;
    const int oldKeyCount = keyCount();
    const int oldPrefix = prefix_;
    const QString oldParameters = featureMapParameters();

    // The old map stays alive until the step table model has the new one.
    std::shared_ptr<const FeatureMap> oldFavorMap = favorMap_;
    if (tableChanges || mapChanges) {
        if (usesFavor
            && (!favorMap_ || static_cast<const FavorFeatureMap &>(*favorMap_).settings() != favor))
            favorMap_ = std::make_shared<FavorFeatureMap>(favor);
        const FeatureMap &map = usesFavor ? *favorMap_ : featureMapAt(featureMapIndex);
        const Preset &preset = presetAt(state.presetIndex);
        table_ = computeStepTable(state.data, map, state.data.keys.size(),
            state.ownData ? std::nullopt : std::optional<std::string>(preset.id),
            StepTableOptions {epsilon});
        text_ = std::make_unique<StepText>(table_, map);
    }
    const int clampedPrefix = std::clamp(prefix, 1, keyCount());
    if (!presetChanges && !dataChanges && !mapChanges && !favorChanges && !epsilonChanges
        && clampedPrefix == prefix_) {
        setErrorMessage({}); // a valid choice answers an earlier refusal
        return; // nothing else changes: no recompute, no signal
    }

    started_ = true;
    state_ = state;
    featureMapIndex_ = featureMapIndex;
    prefix_ = clampedPrefix;
    favor_ = favor;
    epsilon_ = epsilon;
    if (dataChanges)
        dataTable_->setData(state_.data);

    if (tableChanges || mapChanges)
        stepTable_->setTable(table_, text_->map(), prefix_);
    else
        stepTable_->setPrefix(prefix_);
    oldFavorMap.reset();
    derivation_->setLines(
        CoreTexts::derivation(buildDerivation(*text_, static_cast<std::size_t>(prefix_))));

    const Derived before = std::exchange(derived_, derive());
    setErrorMessage({});
    if (presetChanges)
        emit presetIdChanged();
    if (dataChanges)
        emit dataChanged();
    if (mapChanges)
        emit featureMapIdChanged();
    if (favorChanges)
        emit favorSettingsChanged();
    if (epsilonChanges)
        emit epsilonChanged();
    if (featureMapParameters() != oldParameters)
        emit featureMapParametersChanged();
    if (keyCount() != oldKeyCount)
        emit keyCountChanged();
    if (prefix_ != oldPrefix)
        emit prefixChanged();
    emitChanges(before);
}

AttentionModel::Derived AttentionModel::derive() const
{
    const auto index = static_cast<std::size_t>(prefix_ - 1);
    const StepRecord &step = table_.steps.at(index);
    const StepText::Step &text = text_->step(index);
    auto q = [](const Text &s) { return CoreTexts::translated(s); };
    Derived d;
    d.query = toList(table_.query);
    d.queryText = q(text_->query());
    d.phiQuery = toList(table_.phiQuery);
    d.phiQueryText = q(text_->phiQuery());
    d.s = toList(step.S);
    d.sText = q(text.S);
    d.z = toList(step.Z);
    d.zText = q(text.Z);
    d.numerator = step.numerator;
    d.numeratorText = q(text.numerator);
    d.denominator = step.denominator;
    d.denominatorText = q(text.denominator);
    d.available = step.available();
    d.output = toVariant(step.output);
    d.outputText = q(text.output);
    d.reference = toVariant(step.reference);
    d.referenceText = q(text.reference);
    d.softmax = step.softmax;
    d.softmaxText = q(text.softmax);
    d.difference = toVariant(step.difference);
    d.differenceText = q(text.difference);
    d.planeChart = ChartData::plane(table_, prefix_);
    d.weightsChart = ChartData::weights(state_.data, table_, prefix_);
    d.outputChart = ChartData::output(table_, prefix_);
    return d;
}

void AttentionModel::emitChanges(const Derived &before)
{
    const Derived &after = derived_;
    if (before.query != after.query)
        emit queryChanged();
    if (before.phiQuery != after.phiQuery)
        emit phiQueryChanged();
    if (before.s != after.s)
        emit sChanged();
    if (before.z != after.z)
        emit zChanged();
    if (before.numerator != after.numerator)
        emit numeratorChanged();
    if (before.denominator != after.denominator)
        emit denominatorChanged();
    if (before.available != after.available)
        emit availableChanged();
    if (before.output != after.output)
        emit outputChanged();
    if (before.reference != after.reference)
        emit referenceChanged();
    if (before.softmax != after.softmax)
        emit softmaxChanged();
    if (before.difference != after.difference)
        emit differenceChanged();
    if (before.planeChart != after.planeChart)
        emit planeChartChanged();
    if (before.weightsChart != after.weightsChart)
        emit weightsChartChanged();
    if (before.outputChart != after.outputChart)
        emit outputChartChanged();
}

} // namespace linattn
