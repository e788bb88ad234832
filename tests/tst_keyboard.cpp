// The real window by keyboard alone: Tab walks the controls in layout order
// and the arrow keys drive the model.
#include "AttentionModel.h"
#include "WindowLauncher.h"

#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

using linattn::AttentionModel;

class TestKeyboard : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void tabWalksTheControlsInOrder();
    void arrowKeysDriveTheModel();

private:
    QString focusedName() const;
    void pressTabUntil(const QString &objectName);

    QQmlApplicationEngine *engine_ = nullptr;
    linattn::WindowLauncher *launcher_ = nullptr;
};

void TestKeyboard::init()
{
    engine_ = new QQmlApplicationEngine;
    launcher_ = new linattn::WindowLauncher;
    QCOMPARE(launcher_->open(*engine_, {}), QString());
    launcher_->window()->requestActivate();
    QVERIFY(QTest::qWaitForWindowExposed(launcher_->window()));
}

void TestKeyboard::cleanup()
{
    delete launcher_;
    delete engine_;
}

QString TestKeyboard::focusedName() const
{
    QQuickItem *item = launcher_->window()->activeFocusItem();
    // The spin box's text field has the focus on the spin box's behalf.
    while (item && item->objectName().isEmpty())
        item = item->parentItem();
    return item ? item->objectName() : QString();
}

void TestKeyboard::tabWalksTheControlsInOrder()
{
    QQuickItem *presetBox = launcher_->window()->findChild<QQuickItem *>("presetBox");
    QVERIFY(presetBox);
    presetBox->forceActiveFocus(Qt::TabFocusReason);
    QCOMPARE(focusedName(), QStringLiteral("presetBox"));
    for (const char *expected : {"featureMapBox", "prefixSlider", "prefixSpinBox"}) {
        QTest::keyClick(launcher_->window(), Qt::Key_Tab);
        QCOMPARE(focusedName(), QString::fromLatin1(expected));
    }
}

void TestKeyboard::arrowKeysDriveTheModel()
{
    AttentionModel *model = launcher_->model();
    QQuickItem *slider = launcher_->window()->findChild<QQuickItem *>("prefixSlider");
    QVERIFY(slider);
    slider->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(launcher_->window(), Qt::Key_Right);
    QCOMPARE(model->prefix(), 2);
    QQuickItem *presetBox = launcher_->window()->findChild<QQuickItem *>("presetBox");
    presetBox->forceActiveFocus(Qt::TabFocusReason);
    QTest::keyClick(launcher_->window(), Qt::Key_Down);
    QCOMPARE(model->presetId(), QStringLiteral("all-negative"));
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
