#include "AttentionModel.h"

#include "ChartData.h"
#include "PresetCatalog.h"
#include "ProblemSelection.h"
#include "derivation.h"

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
        choices.append(
            {toQString(preset.id), toQString(preset.title), toQString(preset.description)});
    return choices;
}

QList<ChoiceListModel::Choice> featureMapChoices()
{
    QList<ChoiceListModel::Choice> choices;
    for (const FeatureMap *map : featureMaps())
        choices.append(
            {toQString(map->id()), toQString(map->title()), toQString(map->description())});
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
{
    applyInputs(std::max(0, presets_->indexOf(QString::fromLatin1(kDefaultPresetId))),
        std::max(0, featureMaps_->indexOf(QString::fromLatin1(kDefaultFeatureMapId))), 1);
}

QString AttentionModel::presetId() const
{
    return presets_->at(presetIndex_).id;
}

QString AttentionModel::presetTitle() const
{
    return presets_->at(presetIndex_).title;
}

QString AttentionModel::presetDescription() const
{
    return presets_->at(presetIndex_).description;
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
    applyInputs(index, featureMapIndex_, prefix_);
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
    applyInputs(presetIndex_, index, prefix_);
}

void AttentionModel::setPrefix(int prefix)
{
    applyInputs(presetIndex_, featureMapIndex_, prefix);
}

bool AttentionModel::setState(const QString &presetId, const QString &featureMapId, int prefix)
{
    const int presetIndex = presets_->indexOf(presetId);
    const int featureMapIndex = featureMaps_->indexOf(featureMapId);
    if (presetIndex < 0 || featureMapIndex < 0) {
        setErrorMessage(presetIndex < 0
                ? tr("Unknown preset '%1'; the preset stays %2.").arg(presetId, this->presetId())
                : tr("Unknown feature map '%1'; the map stays %2.")
                      .arg(featureMapId, this->featureMapId()));
        return false;
    }
    applyInputs(presetIndex, featureMapIndex, prefix);
    return true;
}

void AttentionModel::setErrorMessage(const QString &message)
{
    if (message == errorMessage_)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

void AttentionModel::applyInputs(int presetIndex, int featureMapIndex, int prefix)
{
    const bool presetChanges = presetIndex != presetIndex_;
    const bool mapChanges = featureMapIndex != featureMapIndex_;
    const int oldKeyCount = keyCount();
    const int oldPrefix = prefix_;

    if (presetChanges || mapChanges) {
        const Preset &preset = presetAt(presetIndex);
        table_ = computeStepTable(
            preset.data, featureMapAt(featureMapIndex), preset.data.keys.size(), preset.id);
        text_ = std::make_unique<StepText>(table_, featureMapAt(featureMapIndex));
    }
    const int clampedPrefix = std::clamp(prefix, 1, keyCount());
    if (!presetChanges && !mapChanges && clampedPrefix == prefix_) {
        setErrorMessage({}); // a valid choice answers an earlier refusal
        return; // nothing else changes: no recompute, no signal
    }

    presetIndex_ = presetIndex;
    featureMapIndex_ = featureMapIndex;
    prefix_ = clampedPrefix;

    if (presetChanges || mapChanges)
        stepTable_->setTable(table_, featureMapAt(featureMapIndex_), prefix_);
    else
        stepTable_->setPrefix(prefix_);
    derivation_->setLines(buildDerivation(*text_, static_cast<std::size_t>(prefix_)));

    const Derived before = std::exchange(derived_, derive());
    setErrorMessage({});
    if (presetChanges)
        emit presetIdChanged();
    if (mapChanges)
        emit featureMapIdChanged();
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
    auto q = [](const std::string &s) { return QString::fromStdString(s); };
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
    d.weightsChart = ChartData::weights(presetAt(presetIndex_).data, table_, prefix_);
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
