// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
// The feature-map lab's settings in AttentionModel: FAVOR+ m, seed and orthogonal rows, and ε.
// Each change recomputes once against core computed here independently, emits only the signals
// of what changed, keeps the FAVOR+ map alive for the derivation, and a refused value keeps the
// state with a message naming the setting.

#include "AttentionModel.h"
#include "Catalog.h"
#include "LessonCatalog.h"
#include "LessonReader.h"
#include "ProblemCatalog.h"
#include "WalkthroughModel.h"
#include "derivation.h"
#include "random_features.h"
#include "step_table.h"

#include <QSignalSpy>
#include <QTest>

using namespace linattn;

namespace {

// The step table the model should show, computed without the model.
StepTable expectedTable(const char *presetId, const FavorSettings &favor, double epsilon)
{
    const Preset &p = linattn::test::presetNamed(QString::fromLatin1(presetId));
    FavorFeatureMap map(favor);
    return computeStepTable(p.data, map, p.data.keys.size(), p.id, StepTableOptions {epsilon});
}

void compareTables(const StepTable &actual, const StepTable &expected)
{
    QCOMPARE(actual.featureMapId, expected.featureMapId);
    QCOMPARE(actual.featureMapParameters, expected.featureMapParameters);
    QCOMPARE(actual.epsilon, expected.epsilon);
    QCOMPARE(actual.steps.size(), expected.steps.size());
    for (std::size_t i = 0; i < expected.steps.size(); ++i) {
        const StepRecord &a = actual.steps[i];
        const StepRecord &e = expected.steps[i];
        QCOMPARE(a.numerator, e.numerator);
        QCOMPARE(a.denominator, e.denominator);
        QCOMPARE(a.output, e.output);
        QCOMPARE(a.reference, e.reference);
        QCOMPARE(std::vector<double>(a.Z.begin(), a.Z.end()),
            std::vector<double>(e.Z.begin(), e.Z.end()));
    }
}

} // namespace

class TestLabSettings : public QObject {
    Q_OBJECT

private slots:
    // The ε box offers off, the paper's 1e-6 and a kernel library's 1e-10;
    // any other value is typed. The choice follows the value however it was set.
    void epsilonChoice_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("choice");
        QTest::newRow("0") << "0" << int(FeatureMapOptions::EpsilonOff);
        QTest::newRow("1e-6") << "1e-6" << int(FeatureMapOptions::EpsilonPaper);
        QTest::newRow("0.000001") << "0.000001" << int(FeatureMapOptions::EpsilonPaper);
        QTest::newRow("1e-10") << "1e-10" << int(FeatureMapOptions::EpsilonKernelLibrary);
        QTest::newRow("1e-8") << "1e-8" << int(FeatureMapOptions::EpsilonOther);
        QTest::newRow("1") << "1" << int(FeatureMapOptions::EpsilonOther);
    }

    void epsilonChoice()
    {
        QFETCH(QString, typed);
        QFETCH(int, choice);
        AttentionModel model;
        FeatureMapOptions &options = *model.mapOptions();
        QVERIFY(options.setEpsilonText(typed));
        QCOMPARE(options.epsilonChoice(), choice);

        // Choosing it from the box sets the same number the text gave.
        const double typedValue = options.epsilon().number();
        QVERIFY(options.setEpsilonText(QStringLiteral("0.5")));
        QSignalSpy changed(&options, &FeatureMapOptions::epsilonChanged);
        QCOMPARE(options.chooseEpsilon(choice), choice != FeatureMapOptions::EpsilonOther);
        if (choice == FeatureMapOptions::EpsilonOther) {
            QCOMPARE(options.epsilon().number(), 0.5); // typed by the user, not chosen
            QCOMPARE(changed.count(), 0);
            return;
        }
        QCOMPARE(options.epsilon().number(), typedValue);
        QCOMPARE(model.epsilon(), typedValue);
        QCOMPARE(changed.count(), 1);
    }

    void favorSettings_data()
    {
        QTest::addColumn<QString>("presetId");
        QTest::addColumn<int>("features");
        QTest::addColumn<QString>("seed");
        QTest::addColumn<bool>("orthogonal");
        QTest::addColumn<QString>("epsilon");
        for (const char *id : {"general", "all-negative", "single-key"})
            for (int m : {1, 7, 64, 4096})
                for (bool orthogonal : {true, false})
                    QTest::addRow("%s m=%d %s", id, m, orthogonal ? "orth" : "iid")
                        << QString::fromLatin1(id) << m << QStringLiteral("42") << orthogonal
                        << (m == 7 ? QStringLiteral("1e-6") : QStringLiteral("0"));
    }

    void favorSettings()
    {
        QFETCH(QString, presetId);
        QFETCH(int, features);
        QFETCH(QString, seed);
        QFETCH(bool, orthogonal);
        QFETCH(QString, epsilon);
        if (!ProblemCatalog::findPreset(presetId.toStdString()))
            QSKIP("preset not in this catalogue");

        AttentionModel model;
        QVERIFY(model.setState(presetId, QStringLiteral("favor"), 1));
        QVERIFY(model.mapOptions()->setFavorFeaturesText(QString::number(features)));
        QVERIFY(model.mapOptions()->setFavorSeedText(seed));
        model.mapOptions()->setFavorOrthogonal(orthogonal);
        QVERIFY(model.mapOptions()->setEpsilonText(epsilon));
        QVERIFY(model.errorMessage().isEmpty());

        const FavorSettings favor {std::size_t(features), 42, orthogonal};
        const double e = epsilon == QLatin1String("0") ? 0.0 : 1e-6;
        QCOMPARE(model.favorSettings(), favor);
        QCOMPARE(model.epsilon(), e);
        const StepTable expected = expectedTable(qPrintable(presetId), favor, e);
        compareTables(model.fullTable(), expected);
        QCOMPARE(
            model.featureMapParameters(), QString::fromStdString(expected.featureMapParameters));
        QCOMPARE(model.currentFeatureMap().parameters(), expected.featureMapParameters);

        // Every prefix: the derivation comes from the model's own map, alive and current.
        for (int prefix = 1; prefix <= model.keyCount(); ++prefix) {
            model.setPrefix(prefix);
            QCOMPARE(
                model.denominator().number(), expected.steps[std::size_t(prefix - 1)].denominator);
            QVERIFY(model.derivation()->rowCount() > 0);
        }
    }

    void changesNotifyOnlyWhatChanged()
    {
        AttentionModel model;
        QVERIFY(model.setState(QStringLiteral("general"), QStringLiteral("elu1"), 2));
        QSignalSpy favor(model.mapOptions(), &FeatureMapOptions::favorChanged);
        QSignalSpy epsilon(model.mapOptions(), &FeatureMapOptions::epsilonChanged);
        QSignalSpy parameters(&model, &AttentionModel::featureMapParametersChanged);
        QSignalSpy denominator(&model, &AttentionModel::denominatorChanged);
        QSignalSpy output(&model, &AttentionModel::outputChanged);
        QSignalSpy map(&model, &AttentionModel::featureMapIdChanged);

        // FAVOR+ settings while ELU+1 is shown: only the settings change.
        model.mapOptions()->setFavorFeatures(16);
        QCOMPARE(favor.count(), 1);
        QCOMPARE(parameters.count(), 0);
        QCOMPARE(denominator.count(), 0);
        QCOMPARE(model.featureMapParameters(), QString());
        // The same value again: nothing.
        model.mapOptions()->setFavorFeatures(16);
        QCOMPARE(favor.count(), 1);

        // Choosing favor uses them.
        model.setFeatureMapId(QStringLiteral("favor"));
        QCOMPARE(map.count(), 1);
        QCOMPARE(parameters.count(), 1);
        QCOMPARE(favor.count(), 1);
        QVERIFY(model.featureMapParameters().startsWith(QStringLiteral("m = 16")));
        compareTables(model.fullTable(), expectedTable("general", {16, 1, true}, 0));

        // The seed: the table and its parameters change, once each.
        denominator.clear();
        QVERIFY(model.mapOptions()->setFavorSeedText(QStringLiteral("7")));
        QCOMPARE(favor.count(), 2);
        QCOMPARE(parameters.count(), 2);
        QCOMPARE(denominator.count(), 1);
        compareTables(model.fullTable(), expectedTable("general", {16, 7, true}, 0));

        // ε: only epsilon and what it changes (the output, not the denominator φ(q)·Z).
        denominator.clear();
        output.clear();
        QVERIFY(model.mapOptions()->setEpsilonText(QStringLiteral("1e-10")));
        QCOMPARE(epsilon.count(), 1);
        QCOMPARE(favor.count(), 2);
        QCOMPARE(denominator.count(), 0);
        QCOMPARE(model.mapOptions()->epsilon().text, QStringLiteral("1e-10"));
        compareTables(model.fullTable(), expectedTable("general", {16, 7, true}, 1e-10));
        model.mapOptions()->setEpsilon(1e-10);
        QCOMPARE(epsilon.count(), 1);
    }

    void refusedInputKeepsState_data()
    {
        QTest::addColumn<QString>("setting");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("m too large") << "m"
                                     << "5000"
                                     << "m: 5000 is outside 1…4096";
        QTest::newRow("m zero") << "m"
                                << "0"
                                << "m: 0 is outside 1…4096";
        QTest::newRow("m text") << "m"
                                << "abc"
                                << "m: expected a whole number from 1 to 4096, got \"abc\"";
        QTest::newRow("seed negative") << "seed"
                                       << "-1"
                                       << "seed: expected a whole number";
        QTest::newRow("epsilon large") << "epsilon"
                                       << "2"
                                       << "ε: 2 is outside 0…1";
        QTest::newRow("epsilon text") << "epsilon"
                                      << "tiny"
                                      << "ε: expected a number from 0 to 1";
        QTest::newRow("epsilon NaN") << "epsilon"
                                     << "nan"
                                     << "ε:";
    }

    void refusedInputKeepsState()
    {
        QFETCH(QString, setting);
        QFETCH(QString, text);
        QFETCH(QString, message);
        AttentionModel model;
        QVERIFY(model.setState(QStringLiteral("general"), QStringLiteral("favor"), 2));
        const StepTable before = model.fullTable();
        QSignalSpy favor(model.mapOptions(), &FeatureMapOptions::favorChanged);
        QSignalSpy epsilon(model.mapOptions(), &FeatureMapOptions::epsilonChanged);
        QSignalSpy error(&model, &AttentionModel::errorMessageChanged);
        bool accepted = true;
        if (setting == QLatin1String("m"))
            accepted = model.mapOptions()->setFavorFeaturesText(text);
        else if (setting == QLatin1String("seed"))
            accepted = model.mapOptions()->setFavorSeedText(text);
        else
            accepted = model.mapOptions()->setEpsilonText(text);
        QVERIFY(!accepted);
        QVERIFY2(model.errorMessage().startsWith(message), qPrintable(model.errorMessage()));
        QCOMPARE(error.count(), 1);
        QCOMPARE(favor.count(), 0);
        QCOMPARE(epsilon.count(), 0);
        QCOMPARE(model.favorSettings(), FavorSettings {});
        QCOMPARE(model.epsilon(), 0.0);
        compareTables(model.fullTable(), before);
        // A good value afterwards answers the refusal.
        QVERIFY(model.mapOptions()->setFavorFeaturesText(QStringLiteral("32")));
        QVERIFY(model.errorMessage().isEmpty());
    }

    void labSettingsAtOnce()
    {
        AttentionModel model;
        QVERIFY(model.setState(QStringLiteral("general"), QStringLiteral("favor"), 1));
        QSignalSpy favor(model.mapOptions(), &FeatureMapOptions::favorChanged);
        QSignalSpy epsilon(model.mapOptions(), &FeatureMapOptions::epsilonChanged);
        QSignalSpy table(&model, &AttentionModel::outputChartChanged);
        QVERIFY(model.mapOptions()->set({128, 3, false}, kEpsilonPaper));
        QCOMPARE(favor.count(), 1);
        QCOMPARE(epsilon.count(), 1);
        QCOMPARE(table.count(), 1);
        compareTables(model.fullTable(), expectedTable("general", {128, 3, false}, kEpsilonPaper));
        QVERIFY(!model.mapOptions()->set({0, 3, false}, 0));
        QCOMPARE(model.favorSettings(), (FavorSettings {128, 3, false}));
    }

    // The built-in lesson sets ε and the FAVOR+ settings at each step as it resolves them.
    void lessonStepsSetEpsilonAndFavor()
    {
        const LessonPlan *plan = LessonCatalog::find("choosing-a-feature-map");
        QVERIFY(plan);
        ProblemModel problem;
        AttentionModel &attention = *problem.attention();
        WalkthroughModel walkthrough;
        walkthrough.setProblem(&problem);
        QVERIFY(walkthrough.start(QStringLiteral("choosing-a-feature-map")));
        bool sawEpsilon = false;
        bool sawFavor4096 = false;
        for (int i = 0; i < walkthrough.stepCount(); ++i) {
            walkthrough.goToStep(i);
            const ResolvedLessonState &state = plan->states.at(std::size_t(i));
            QCOMPARE(attention.epsilon(), state.epsilon);
            QCOMPARE(attention.favorSettings(), state.favor);
            QCOMPARE(attention.fullTable().epsilon, state.epsilon);
            sawEpsilon = sawEpsilon || state.epsilon == kEpsilonPaper;
            sawFavor4096
                = sawFavor4096 || (state.featureMapId == "favor" && state.favor.features == 4096);
        }
        QVERIFY(sawEpsilon);
        QVERIFY(sawFavor4096);
        // Back restores the earlier step's settings (ε = 0 before the step that sets 1e-6).
        int epsilonStep = -1;
        for (std::size_t i = 0; i < plan->states.size(); ++i)
            if (plan->states[i].epsilon == kEpsilonPaper)
                epsilonStep = int(i);
        QVERIFY(epsilonStep > 0);
        QCOMPARE(plan->states.at(std::size_t(epsilonStep - 1)).epsilon, 0.0);
        walkthrough.goToStep(epsilonStep);
        QCOMPARE(attention.epsilon(), kEpsilonPaper);
        walkthrough.back();
        QCOMPARE(attention.epsilon(), 0.0);
    }

    void lessonSettingsAreValidated_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("message");
        QTest::newRow("epsilon 2") << R"("epsilon": 2)"
                                   << "step 1: state.epsilon: 2 is outside 0…1";
        QTest::newRow("epsilon text") << R"("epsilon": "tiny")"
                                      << "state.epsilon";
        QTest::newRow("features 5000") << R"("features": 5000)"
                                       << "step 1: state.features: 5000 is outside 1…4096";
        QTest::newRow("features 0") << R"("features": 0)"
                                    << "step 1: state.features: 0 is outside";
        QTest::newRow("orthogonal text") << R"("orthogonal": "yes")"
                                         << "state.orthogonal";
    }

    void lessonSettingsAreValidated()
    {
        QFETCH(QString, state);
        QFETCH(QString, message);
        const QString json = QStringLiteral(
            R"({"id": "t", "title": "T", "description": "D", "steps": [{"title": "a", "text": "b",
               "state": {"preset": "general", "featureMap": "favor", "prefix": 1, %1}}]})")
                                 .arg(state);
        const auto read = LessonReader::read(json.toUtf8());
        QVERIFY(std::holds_alternative<QString>(read));
        QVERIFY2(std::get<QString>(read).contains(message), qPrintable(std::get<QString>(read)));
    }
};

QTEST_GUILESS_MAIN(TestLabSettings)
#include "tst_lab_settings.moc"
