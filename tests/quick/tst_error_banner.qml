// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import LinearAttention

// The error banner makes its contents when first shown: hidden it has none, shown it says its
// title and message, takes their height, and Close asks to close it.
TestCase {
    name: "ErrorBanner"
    when: windowShown
    width: 800
    height: 200

    // TestCase itself is invisible; the banner needs a shown window to be visible in.
    Window {
        width: 800
        height: 200
        visible: true

        ErrorBanner {
            id: banner
            width: 800
            visible: false
            title: "The lesson could not be opened:"
            message: "lesson.json, line 3: unknown key \"stpes\" (did you mean \"steps\"?)"
        }
    }

    SignalSpy {
        id: closeSpy
        target: banner
        signalName: "closeRequested"
    }

    function test_contentsAreMadeWhenShown() {
        compare(banner.contents, null, "nothing made while hidden");
        banner.visible = true;
        verify(banner.contents !== null);
        waitForRendering(banner);
        compare(findChild(banner, "errorTitle").text, banner.title);
        compare(findChild(banner, "errorText").text, banner.message);
        verify(banner.implicitHeight > findChild(banner, "errorText").implicitHeight);
        mouseClick(findChild(banner, "closeErrorButton"));
        compare(closeSpy.count, 1);
    }
}
