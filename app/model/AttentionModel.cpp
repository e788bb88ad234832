// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AttentionModel.h"

#include "ChartData.h"
#include "CoreTexts.h"
#include "ProblemCatalog.h"
#include "ProblemSelection.h"
#include "QtValues.h"
#include "derivation.h"
#include "exporters.h"
#include "notebook_exporter.h"

#include <algorithm>

namespace linattn {

namespace {

QList<ChoiceListModel::Choice> presetChoices()
{
    QList<ChoiceListModel::Choice> choices;
    for (const Preset &preset : ProblemCatalog::presets())
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

QVariant toVariant(const std::optional<double> &x)
{
    return x ? QVariant(*x) : QVariant();
}

QVariant toVariant(const std::optional<InlineVector> &value)
{
    return value ? valueVariant(*value) : QVariant();
}

const Preset &presetAt(int index)
{
    return ProblemCatalog::presets().at(static_cast<std::size_t>(index));
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
    , editor_(new DataEditor(this))
    , mapOptions_(new FeatureMapOptions(this))
{
    applyInputs(presetState(std::max(0, presets_->indexOf(QString::fromLatin1(kDefaultPresetId)))),
        std::max(0, featureMaps_->indexOf(QString::fromLatin1(kDefaultFeatureMapId))), 1);
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
        editor_->record(tr("Choose preset %1").arg(presets_->at(index).title), presetState(index));
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

QString AttentionModel::featureMapParameters() const
{
    // The map the table was computed with (none before the first one).
    return text_ ? CoreTexts::translated(text_->map().parametersText()) : QString();
}

QString AttentionModel::featureMapCaption() const
{
    if (!text_)
        return {}; // before the first table
    QString caption = featureMapTitle();
    if (const QString parameters = featureMapParameters(); !parameters.isEmpty())
        caption += QStringLiteral(" (%1)").arg(parameters);
    if (epsilon_ > 0)
        caption += tr(", ε = %1").arg(mapOptions_->epsilon().text);
    return caption;
}

const FeatureMap &AttentionModel::currentFeatureMap() const
{
    return favorMap_ && mapOptions_->applies() ? *favorMap_ : featureMapAt(featureMapIndex_);
}

void AttentionModel::applySettings(const FavorSettings &favor, double epsilon)
{
    applyInputs(state_, featureMapIndex_, prefix_, favor, epsilon);
}

void AttentionModel::applyData(const DataState &state)
{
    applyInputs(state, featureMapIndex_, prefix_);
}

bool AttentionModel::setState(const QString &presetId, const QString &featureMapId, int prefix)
{
    return setState(presetId, featureMapId, prefix, favor_, epsilon_);
}

bool AttentionModel::setState(const QString &presetId, const QString &featureMapId, int prefix,
    const FavorSettings &favor, double epsilon)
{
    if (!mapOptions_->accepts(favor, epsilon))
        return false;
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
    editor_->clearHistory();
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
    const int oldValueDimension = valueDimension();
    const int oldPrefix = prefix_;
    const QString oldParameters = featureMapParameters();
    const QString oldCaption = featureMapCaption();

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
    mapOptions_->announce(mapChanges, favorChanges, epsilonChanges);
    if (featureMapParameters() != oldParameters)
        emit featureMapParametersChanged();
    if (featureMapCaption() != oldCaption)
        emit featureMapCaptionChanged();
    if (keyCount() != oldKeyCount)
        emit keyCountChanged();
    if (valueDimension() != oldValueDimension)
        emit valueDimensionChanged();
    if (prefix_ != oldPrefix)
        emit prefixChanged();
    emitChanges(before);
}

AttentionModel::Derived AttentionModel::derive() const
{
    const auto index = static_cast<std::size_t>(prefix_ - 1);
    const StepRecord &step = table_.steps.at(index);
    const StepText::Step &text = text_->step(index);
    auto shown = [](auto value, const Text &text) {
        return Quantity {QVariant(std::move(value)), CoreTexts::translated(text)};
    };
    Derived d;
    d.query = shown(toList(table_.query), text_->query());
    d.phiQuery = shown(toList(table_.phiQuery), text_->phiQuery());
    d.s = shown(toList(step.S), text.S);
    d.z = shown(toList(step.Z), text.Z);
    d.numerator = shown(valueVariant(step.numerator), text.numerator);
    d.denominator = shown(step.denominator, text.denominator);
    d.available = step.available();
    d.output = shown(toVariant(step.output), text.output);
    d.reference = shown(toVariant(step.reference), text.reference);
    d.softmax = shown(valueVariant(step.softmax), text.softmax);
    d.difference = shown(toVariant(step.difference), text.difference);
    d.planeChart = ChartData::plane(table_, prefix_);
    d.weightsChart = ChartData::weights(table_, prefix_);
    d.outputChart = ChartData::output(table_, prefix_);
    d.valuePlaneChart = ChartData::valuePlane(table_, prefix_);
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
    if (before.valuePlaneChart != after.valuePlaneChart)
        emit valuePlaneChartChanged();
}

StepTable AttentionModel::tableToPrefix() const
{
    StepTable table = table_;
    const auto prefix = static_cast<std::size_t>(std::max(1, prefix_));
    if (table.steps.size() > prefix)
        table.steps.resize(prefix);
    table.prefix = table.steps.size();
    return table;
}

QStringList AttentionModel::chartNames() const
{
    QStringList names {
        QStringLiteral("plane"), QStringLiteral("weights"), QStringLiteral("output")};
    if (valueDimension() == 2)
        names << QStringLiteral("values");
    return names;
}

std::string AttentionModel::tableText(ExportFormat format) const
{
    return exportStepTable(tableToPrefix(), format);
}

std::string AttentionModel::notebookText(const FeatureMap &map, const TextRenderer &render) const
{
    StepTable table = tableToPrefix();
    table.title = CoreTexts::dataTitle(table.presetId, table.title).toStdString();
    return exportNotebook(table, map, render);
}

QString AttentionModel::exportedTableText() const
{
    return tr("Step table up to prefix %1").arg(prefix_);
}

QVariantMap AttentionModel::tableMenuLabels() const
{
    return {{QStringLiteral("csv"), tr("Step table as CSV…")},
        {QStringLiteral("markdown"), tr("Step table as Markdown…")},
        {QStringLiteral("latex"), tr("Step table as LaTeX…")},
        {QStringLiteral("json"), tr("Step table as JSON…")},
        {QStringLiteral("ipynb"), tr("Step table as a Jupyter notebook…")}};
}

QString AttentionModel::fileNameBase() const
{
    return QStringLiteral("%1-%2-prefix%3")
        .arg(table_.presetId ? QString::fromStdString(*table_.presetId) : QStringLiteral("data"),
            QString::fromStdString(table_.featureMapId))
        .arg(prefix_);
}

QString AttentionModel::tableTsv() const
{
    return QString::fromStdString(exportTsv(tableToPrefix()));
}

} // namespace linattn
