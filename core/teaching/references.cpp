// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "references.h"

namespace linattn {

namespace references {
const LessonReference kVaswani2017 {
    "A. Vaswani, N. Shazeer, N. Parmar, J. Uszkoreit, L. Jones, A. N. Gomez, Ł. Kaiser, "
    "I. Polosukhin",
    2017, "Attention Is All You Need",
    "Advances in Neural Information Processing Systems 30 (NIPS 2017)"};
const LessonReference kKatharopoulos2020 {"A. Katharopoulos, A. Vyas, N. Pappas, F. Fleuret", 2020,
    "Transformers are RNNs: Fast Autoregressive Transformers with Linear Attention",
    "Proceedings of the 37th International Conference on Machine Learning (ICML 2020)"};
const LessonReference kChoromanski2021 {
    "K. Choromanski, V. Likhosherstov, D. Dohan, X. Song, A. Gane, T. Sarlos, P. Hawkins, "
    "J. Davis, A. Mohiuddin, Ł. Kaiser, D. Belanger, L. Colwell, A. Weller",
    2021, "Rethinking Attention with Performers",
    "International Conference on Learning Representations (ICLR 2021)"};
const LessonReference kSun2023 {"Y. Sun, L. Dong, S. Huang, S. Ma, Y. Xia, J. Xue, J. Wang, F. Wei",
    2023, "Retentive Network: A Successor to Transformer for Large Language Models",
    "arXiv:2307.08621"};
const LessonReference kYang2024 {"S. Yang, B. Wang, Y. Shen, R. Panda, Y. Kim", 2024,
    "Gated Linear Attention Transformers with Hardware-Efficient Training",
    "Proceedings of the 41st International Conference on Machine Learning (ICML 2024)"};
const LessonReference kDaoGu2024 {"T. Dao, A. Gu", 2024,
    "Transformers are SSMs: Generalized Models and Efficient Algorithms Through Structured State "
    "Space Duality",
    "Proceedings of the 41st International Conference on Machine Learning (ICML 2024)"};
const LessonReference kSchlag2021 {"I. Schlag, K. Irie, J. Schmidhuber", 2021,
    "Linear Transformers Are Secretly Fast Weight Programmers",
    "Proceedings of the 38th International Conference on Machine Learning (ICML 2021)"};
const LessonReference kYang2024Delta {"S. Yang, B. Wang, Y. Zhang, Y. Shen, Y. Kim", 2024,
    "Parallelizing Linear Transformers with the Delta Rule over Sequence Length",
    "Advances in Neural Information Processing Systems 37 (NeurIPS 2024)"};
const LessonReference kYang2025Gated {"S. Yang, J. Kautz, A. Hatamizadeh", 2025,
    "Gated Delta Networks: Improving Mamba2 with Delta Rule",
    "International Conference on Learning Representations (ICLR 2025)"};
} // namespace references

std::vector<LessonReference> referencesFor(
    std::string_view featureMapId, bool sequence, double decay)
{
    using namespace references;
    std::vector<LessonReference> cited {kVaswani2017, kKatharopoulos2020};
    if (featureMapId == "favor")
        cited.push_back(kChoromanski2021);
    if (sequence) {
        if (decay < 1.0) {
            cited.push_back(kSun2023);
            cited.push_back(kDaoGu2024);
        }
        cited.push_back(kYang2024);
    }
    return cited;
}

std::vector<LessonReference> memoryReferences(bool deltaRule, double decay)
{
    using namespace references;
    std::vector<LessonReference> cited {kSchlag2021, kKatharopoulos2020, kVaswani2017};
    if (deltaRule)
        cited.push_back(kYang2024Delta);
    if (decay < 1.0)
        cited.push_back(kSun2023);
    return cited;
}

} // namespace linattn
