# SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
# SPDX-License-Identifier: GPL-3.0-or-later
# What keeps a build short, each used only where the machine has it; without them the project
# builds exactly as before.

# A compiler cache (ccache), for every preset. Paths under the source root are hashed relative to
# it and the working directory is left out of the hash, so that a second clone in another folder
# hits the entries of the first. The cache stays in ccache's own folder (~/.cache/ccache), outside
# the work tree: deleting build/ or cloning again keeps it. Each preset's flags differ, so the
# sanitizer and fuzz builds keep entries of their own.
option(LINATTN_COMPILER_CACHE "Compile through ccache when it is installed" ON)
if(LINATTN_COMPILER_CACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    find_program(LINATTN_CCACHE ccache)
    if(LINATTN_CCACHE)
        set(CMAKE_CXX_COMPILER_LAUNCHER
            ${CMAKE_COMMAND} -E env
            CCACHE_BASEDIR=${CMAKE_SOURCE_DIR}
            CCACHE_NOHASHDIR=true
            # The tests' precompiled header: ccache caches it, and what uses it, only when told
            # that __TIME__ and the header's macros may be taken as they are.
            CCACHE_SLOPPINESS=pch_defines,time_macros
            # On a miss, compile the text ccache has already preprocessed for its hash instead of
            # preprocessing it a second time (an empty cache built 7 % slower otherwise).
            CCACHE_NOCPP2=true
            ${LINATTN_CCACHE})
        message(STATUS "Compiler cache: ${LINATTN_CCACHE}")
    endif()
    # __FILE__ (assert, QCOMPARE) relative to the source root: a unity build's files name their
    # sources by absolute path, and the preprocessed text must be the same in every clone.
    if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        add_compile_options("-fmacro-prefix-map=${CMAKE_SOURCE_DIR}/=")
    endif()
endif()

# Unity builds: each library compiles its sources in batches, so the standard library's and Qt's
# headers are read, and their templates compiled, once a batch instead of once a file (the tests,
# one source each, opt out: tests/CMakeLists.txt).
# Sources with options of their own (the kernels' instruction sets, -ffp-contract=off) are
# compiled alone, as CMake does for such files. -DCMAKE_UNITY_BUILD=OFF builds file by file.
if(NOT DEFINED CMAKE_UNITY_BUILD)
    set(CMAKE_UNITY_BUILD ON)
endif()

# A faster linker where the compiler can use one: lld. The test executables each link the whole
# app layer with its debug information; GNU ld spends seconds on each. (Debian 12's mold 1.10, as
# fast, wrote test executables the loader refused: "cannot apply additional memory protection
# after relocation", an empty TLS segment placed in the RELRO one.)
include(CheckLinkerFlag)
option(LINATTN_FAST_LINKER "Link with lld when the compiler can use it" ON)
if(LINATTN_FAST_LINKER)
    check_linker_flag(CXX "-fuse-ld=lld" LINATTN_LINKER_LLD)
    if(LINATTN_LINKER_LLD)
        add_link_options("-fuse-ld=lld")
        message(STATUS "Linker: lld")
    endif()
endif()
