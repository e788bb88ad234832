// SPDX-FileCopyrightText: 2026 Linear Attention Reassociation maintainers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notebook_exporter.h"

#include "export_text.h"
#include "number_format.h"
#include "random_features.h"

#include <cmath>
#include <memory>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace linattn {

using namespace exporting;

namespace {

// ---------------------------------------------------------------------------------------------
// The Python the notebook runs. It follows the app's arithmetic in the app's order (dot products
// from the first term, sums token by token), so that an exactly 0 denominator is exactly 0 in
// both; only libm's exp and log may differ in the last bit, which the check's tolerance allows.

// {texts} is replaced by the words the notebook prints, in the reader's language.
constexpr std::string_view kToolsCode = R"py(import math

import numpy as np

{texts}

def dot(a, b):
    """Σ aᵢ·bᵢ, added term by term from the first, as the app adds (each product rounded)."""
    total = 0.0
    for x, y in zip(a, b):
        total += float(x) * float(y)
    return total


def divide_or_unavailable(numerator, denominator):
    """The app's rule: a denominator of exactly 0, or a quotient that is not finite, has no
    value: Unavailable (None), never NaN."""
    if denominator == 0.0:
        return None
    quotient = float(numerator) / float(denominator)
    return quotient if math.isfinite(quotient) else None


def times(row, matrix):
    """rowᵀ·matrix: dot() for a vector (scalar values), else one dot() per column, so that a
    value of d_v coordinates is added in the app's order too."""
    matrix = np.asarray(matrix, dtype=float)
    if matrix.ndim == 1:
        return dot(row, matrix)
    return np.array([dot(row, matrix[:, c]) for c in range(matrix.shape[1])])


def divide_value(numerator, denominator):
    """divide_or_unavailable for a value: every coordinate, Unavailable if any one is."""
    if np.ndim(numerator) == 0:
        return divide_or_unavailable(numerator, denominator)
    quotients = [divide_or_unavailable(x, denominator) for x in numerator]
    return None if any(x is None for x in quotients) else np.array(quotients)


def show(x):
    """A number to 6 significant digits, a vector (its first 8 entries), or Unavailable."""
    if x is None:
        return UNAVAILABLE
    if np.ndim(x) > 0:
        entries = [show(e) for e in x]
        more = f", … ({len(entries)})" if len(entries) > 8 else ""
        return "[" + ", ".join(entries[:8]) + more + "]"
    return f"{float(x):.6g}")py";

constexpr std::string_view kElu1Code = R"py(def phi(x):
    """ELU+1: x + 1 for x > 0, eˣ for x ≤ 0 (eˣ itself: elu(x) + 1 rounds to 0 for very
    negative x)."""
    x = np.asarray(x, dtype=float)
    return np.where(x > 0, x + 1.0, np.exp(np.minimum(x, 0.0))))py";

constexpr std::string_view kReluCode = R"py(def phi(x):
    """ReLU: max(0, x), coordinate by coordinate."""
    x = np.asarray(x, dtype=float)
    return np.where(x > 0, x, 0.0))py";

constexpr std::string_view kIdentityCode = R"py(def phi(x):
    """Identity: φ(x) = x. Not non-negative, so scores φ(q)·φ(k) and denominators can be negative."""
    return np.array(x, dtype=float))py";

constexpr std::string_view kSoftplusCode = R"py(def phi(x):
    """Softplus log(1 + eˣ): x + log1p(e⁻ˣ) for x > 0 and log1p(eˣ) for x ≤ 0, so that no eˣ
    overflows."""
    x = np.asarray(x, dtype=float)
    positive = x + np.log1p(np.exp(-np.abs(x)))
    return np.where(x > 0, positive, np.log1p(np.exp(np.minimum(x, 0.0)))))py";

// After the rows W, written by favorRowsCode().
constexpr std::string_view kFavorCode = R"py(def phi(x):
    """FAVOR+: φⱼ(x) = exp(wⱼ·x − ‖x‖²/2) / √m, wⱼ·x and ‖x‖² added term by term as the app
    adds them."""
    x = np.asarray(x, dtype=float)
    projections = np.array([dot(w, x) for w in W])
    half_squared_norm = dot(x, x) * 0.5
    return np.exp(projections - half_squared_norm) / math.sqrt(len(W)))py";

constexpr std::string_view kPhiOfStepsCode = R"py(phi_q = phi(q)
phi_keys = [phi(k) for k in keys]
print("φ(q) =", show(phi_q))
for i, phi_k in enumerate(phi_keys):
    print(f"φ(k{i}) =", show(phi_k)))py";

constexpr std::string_view kSumsCode
    = R"py(S = []  # S[t] is Sₜ, the sum over the keys k₀ … kₜ (prefix t + 1)
Z = []
S_t = np.zeros((len(phi_q),) + values.shape[1:])  # m × d_v; a vector of m for scalar values
Z_t = np.zeros(len(phi_q))
for t in range(prefix):
    S_t = S_t + np.multiply.outer(phi_keys[t], values[t])
    Z_t = Z_t + phi_keys[t]
    S.append(S_t)
    Z.append(Z_t)
    print(f"t = {t}:  S = {show(S_t)}  Z = {show(Z_t)}"))py";

constexpr std::string_view kOutputCode = R"py(numerator = [times(phi_q, S_t) for S_t in S]
denominator = [dot(phi_q, Z_t) for Z_t in Z]
output = [divide_value(n, d + epsilon) for n, d in zip(numerator, denominator)]
for t in range(prefix):
    print(f"t = {t}:  φ(q)·S = {show(numerator[t])}  φ(q)·Z = {show(denominator[t])}"
          f"  {OUTPUT} = {show(output[t])}"))py";

constexpr std::string_view kDirectCode
    = R"py(score = [dot(phi_q, phi_k) for phi_k in phi_keys]  # φ(q)·φ(kᵢ)
reference = []
difference = []
for t in range(prefix):
    direct_numerator = times(score[:t + 1], values[:t + 1])
    direct_denominator = sum(score[:t + 1])
    reference.append(divide_value(direct_numerator, direct_denominator + epsilon))
    both = output[t] is not None and reference[t] is not None
    # The largest over the coordinates, for values of several.
    difference.append(float(np.max(np.abs(output[t] - reference[t]))) if both else None)
    print(f"t = {t}:  φ(q)·φ(k) = {show(score[:t + 1])}  {REFERENCE} = {show(reference[-1])}"
          f"  |{OUTPUT} − {REFERENCE}| = {show(difference[-1])}"))py";

constexpr std::string_view kSoftmaxCode = R"py(softmax = []
softmax_weights = []
for t in range(prefix):
    scores = np.array([dot(q, k) for k in keys[:t + 1]])
    e = np.exp(scores - scores.max())  # the largest score subtracted: every exponent ≤ 0
    softmax_weights.append(e / e.sum())
    weighted = np.tensordot(e, values[:t + 1], axes=1) / e.sum()  # Σᵢ eᵢvᵢ / Σᵢ eᵢ
    softmax.append(float(weighted) if np.ndim(weighted) == 0 else weighted)
    print(f"t = {t}:  q·k = {show(scores)}  softmax = {show(softmax[-1])}"))py";

// The comparison both notebooks use.
constexpr std::string_view kCheckToolsCode = R"py(RTOL = 1e-9  # of the number itself
ATOL = 1e-12  # of the size of the terms it is made of
TINY = np.finfo(float).tiny  # 2.2e-308, the smallest normal float64
checked = 0
mismatches = []


def exact(x):
    return UNAVAILABLE if x is None else repr(float(x))


def differ(name, computed, exported):
    mismatches.append(MISMATCH.replace("{name}", name).replace("{computed}", computed)
                      .replace("{exported}", exported))


def check(name, computed, exported, terms=None):
    """One number, or a vector entry by entry. `terms` is the size of the terms the number is
    made of (by default the number itself). Unavailable agrees only with Unavailable."""
    global checked
    if isinstance(exported, list):
        computed = list(computed)
        if len(computed) != len(exported):
            checked += 1
            differ(name, f"{len(computed)} entries", f"{len(exported)} entries")
            return
        terms = [None] * len(exported) if terms is None else list(terms)
        for i, (c, e, s) in enumerate(zip(computed, exported, terms)):
            check(f"{name}[{i}]", c, e, s)
        return
    checked += 1
    if computed is None or exported is None:
        agree = computed is None and exported is None
    else:
        size = abs(exported) if terms is None else max(terms, abs(exported))
        agree = abs(float(computed) - exported) <= RTOL * abs(exported) + ATOL * size + TINY
    if not agree:
        differ(name, exact(computed), exact(exported))


def ratio_terms(ratio, numerator_terms, denominator_terms, divisor):
    """a / b moves by (Δa + |a / b|·Δb) / |b|."""
    if ratio is None:
        return 0.0
    return (numerator_terms + abs(ratio) * denominator_terms) / abs(divisor))py";

constexpr std::string_view kCheckStepsCode
    = R"py(# The size of the terms each number is made of: the same sums over |φ| and |v|. Where terms of
# both signs cancel, rounding errors are relative to these, not to the result.
S_terms = np.cumsum([np.multiply.outer(np.abs(phi_k), np.abs(v))
                     for phi_k, v in zip(phi_keys, values)], axis=0)
Z_terms = np.cumsum([np.abs(phi_k) for phi_k in phi_keys], axis=0)
numerator_terms = [times(np.abs(phi_q), s) for s in S_terms]
denominator_terms = [dot(np.abs(phi_q), z) for z in Z_terms]
score_terms = [dot(np.abs(phi_q), np.abs(phi_k)) for phi_k in phi_keys]
output_terms = []
reference_terms = []
for i in range(prefix):
    output_terms.append(ratio_terms(output[i], numerator_terms[i], denominator_terms[i],
                                    denominator[i] + epsilon))
    direct_terms = sum(s * abs(v) for s, v in zip(score_terms[:i + 1], values[:i + 1]))
    reference_terms.append(ratio_terms(reference[i], direct_terms, sum(score_terms[:i + 1]),
                                       sum(score[:i + 1]) + epsilon))
softmax_terms = [np.tensordot(w, np.abs(values[:len(w)]), axes=1) for w in softmax_weights]

check("φ(q)", phi_q, app["phi_query"])
if len(app["steps"]) != prefix:
    differ("prefix", str(prefix), str(len(app["steps"])))
for i, step in enumerate(app["steps"][:prefix]):
    t = f"t = {i}: "
    check(t + "φ(k)", phi_keys[i], step["phi_key"])
    check(t + "φ(q)·φ(k)", score[i], step["score"], score_terms[i])
    check(t + "S", S[i], step["S"], S_terms[i])
    check(t + "Z", Z[i], step["Z"], Z_terms[i])
    check(t + "φ(q)·S", numerator[i], step["numerator"], numerator_terms[i])
    check(t + "φ(q)·Z", denominator[i], step["denominator"], denominator_terms[i])
    check(t + "output", output[i], step["output"], output_terms[i])
    check(t + "reference", reference[i], step["reference"], reference_terms[i])
    check(t + "softmax", softmax[i], step["softmax"], softmax_terms[i])
    check(t + "|output − reference|", difference[i], step["difference"],
          float(np.max(output_terms[i] + reference_terms[i])))
)py";

// The error names every number too, for a run without a notebook window (nbconvert).
constexpr std::string_view kCheckVerdictCode = R"py(for line in mismatches:
    print(line)
if mismatches:
    raise AssertionError("\n".join([SOME_DIFFER.replace("{count}", str(len(mismatches)))]
                                   + mismatches))
print(ALL_AGREE.replace("{count}", str(checked))))py";

constexpr std::string_view kPhiOfTokensCode = R"py(phi_queries = [phi(x) for x in queries]
phi_keys = [phi(k) for k in keys]
m = len(phi_keys[0])
for t in range(N):
    print(f"t = {t}:  φ(q) = {show(phi_queries[t])}  φ(k) = {show(phi_keys[t])}"))py";

constexpr std::string_view kRecurrentCode
    = R"py(S, Z, numerator, denominator, recurrent = [], [], [], [], []
S_t = np.zeros((m,) + values.shape[1:])  # m × d_v; a vector of m for scalar values
Z_t = np.zeros(m)
for t in range(N):
    S_t = decay * S_t + np.multiply.outer(phi_keys[t], values[t])
    Z_t = decay * Z_t + phi_keys[t]
    S.append(S_t)
    Z.append(Z_t)
    numerator.append(times(phi_queries[t], S_t))
    denominator.append(dot(phi_queries[t], Z_t))
    recurrent.append(divide_value(numerator[-1], denominator[-1] + epsilon))
    print(f"t = {t}:  S = {show(S_t)}  Z = {show(Z_t)}  φ(q)·S = {show(numerator[-1])}"
          f"  φ(q)·Z = {show(denominator[-1])}  {OUTPUT} = {show(recurrent[-1])}"))py";

constexpr std::string_view kParallelCode
    = R"py(gamma_power = [math.pow(decay, k) for k in range(N + 1)]  # γ⁰ … γᴺ
A = np.zeros((N, N))
parallel = []
for t in range(N):
    for j in range(t + 1):
        A[t, j] = gamma_power[t - j] * dot(phi_queries[t], phi_keys[j])
    row = A[t, :t + 1]
    parallel.append(divide_value(times(row, values[:t + 1]), sum(row) + epsilon))
    print(f"t = {t}:  {OUTPUT} = {show(parallel[-1])}")
if N <= 8:
    print("A =")
    print(np.array2string(A, precision=4, suppress_small=True)))py";

constexpr std::string_view kChunkwiseCode = R"py(chunkwise = [None] * N
state_S = np.zeros((m,) + values.shape[1:])  # the state before the chunk
state_Z = np.zeros(m)
for start in range(0, N, chunk):  # tokens start … end − 1
    end = min(start + chunk, N)
    for t in range(start, end):
        carried = gamma_power[t - start + 1]
        chunk_numerator = carried * times(phi_queries[t], state_S)
        chunk_denominator = carried * dot(phi_queries[t], state_Z)
        for j in range(start, t + 1):
            w = gamma_power[t - j] * dot(phi_queries[t], phi_keys[j])
            chunk_numerator += w * values[j]
            chunk_denominator += w
        chunkwise[t] = divide_value(chunk_numerator, chunk_denominator + epsilon)
        print(f"t = {t} (s = {start}):  {OUTPUT} = {show(chunkwise[t])}")
    # The state after the chunk's last token e: γ^(e−s+1)·S_before + Σ γ^(e−j) φ(kⱼ)vⱼ.
    next_S = gamma_power[end - start] * state_S
    next_Z = gamma_power[end - start] * state_Z
    for j in range(start, end):
        next_S = next_S + np.multiply.outer(gamma_power[end - 1 - j] * phi_keys[j], values[j])
        next_Z = next_Z + gamma_power[end - 1 - j] * phi_keys[j]
    state_S, state_Z = next_S, next_Z)py";

// {label} is replaced by the label of the largest difference, in the reader's language.
constexpr std::string_view kFormsAgreeCode = R"py(max_difference = None
for r, p, c in zip(recurrent, parallel, chunkwise):
    if r is not None and p is not None and c is not None:
        largest = float(np.max(np.abs([r - p, r - c, p - c])))
        max_difference = largest if max_difference is None else max(max_difference, largest)
print({label} + ":", show(max_difference)))py";

constexpr std::string_view kSequenceSoftmaxCode = R"py(softmax = []
softmax_weights = []
for t in range(N):
    scores = np.array([dot(queries[t], k) for k in keys[:t + 1]])
    e = np.exp(scores - scores.max())  # the largest score subtracted: every exponent ≤ 0
    softmax_weights.append(e / e.sum())
    weighted = np.tensordot(e, values[:t + 1], axes=1) / e.sum()  # Σⱼ eⱼvⱼ / Σⱼ eⱼ
    softmax.append(float(weighted) if np.ndim(weighted) == 0 else weighted)
    print(f"t = {t}:  softmax = {show(softmax[-1])}"))py";

constexpr std::string_view kSequenceWeightsCode
    = R"py(weights = []  # None where the row's sum (+ ε) is 0
weight_sizes = []  # |terms| of each row, for the check's tolerance
for t in range(N):
    row = np.array([decay ** (t - j) * dot(phi_queries[t], phi_keys[j]) for j in range(t + 1)])
    weight_sizes.append(np.array([decay ** (t - j) * dot(np.abs(phi_queries[t]), np.abs(phi_keys[j]))
                                  for j in range(t + 1)]))
    total = row.sum() + epsilon
    weights.append(None if total == 0 else row / total)
    print(f"t = {t}:  {WEIGHTS} = {show(weights[-1])}")


def numerical_rank(matrix):
    """The singular values above 1e-10 of the largest."""
    if matrix.size == 0 or not np.any(matrix):
        return 0
    singular = np.linalg.svd(matrix / np.abs(matrix).max(), compute_uv=False)
    return int(np.sum(singular > 1e-10 * singular[0]))


ranks = (0, 0)
if chunk < N:
    rows = range(chunk, min(2 * chunk, N))  # tokens C … 2C − 1 attending to 0 … C − 1
    columns = range(chunk)
    linear_block = np.array([[decay ** (i - j) * dot(phi_queries[i], phi_keys[j])
                              for j in columns] for i in rows])
    scores = np.array([[dot(queries[i], keys[j]) for j in columns] for i in rows])
    softmax_block = np.exp(scores - scores.max(axis=1, keepdims=True))
    ranks = (numerical_rank(linear_block), numerical_rank(softmax_block))
    print(BLOCK_RANKS.format(first=rows.start, last=rows.stop - 1, last_column=chunk - 1,
                             ranks=ranks)))py";

constexpr std::string_view kCheckTokensCode
    = R"py(# The size of the terms each number is made of: the same sums over |φ| and |v|. Where terms of
# both signs cancel, rounding errors are relative to these, not to the result.
S_terms, Z_terms, numerator_terms, denominator_terms, output_terms = [], [], [], [], []
S_sizes = np.zeros((m,) + values.shape[1:])
Z_sizes = np.zeros(m)
for i in range(N):
    S_sizes = decay * S_sizes + np.multiply.outer(np.abs(phi_keys[i]), np.abs(values[i]))
    Z_sizes = decay * Z_sizes + np.abs(phi_keys[i])
    S_terms.append(S_sizes)
    Z_terms.append(Z_sizes)
    numerator_terms.append(times(np.abs(phi_queries[i]), S_sizes))
    denominator_terms.append(dot(np.abs(phi_queries[i]), Z_sizes))


def form_terms(i, ratio):
    return ratio_terms(ratio, numerator_terms[i], denominator_terms[i], denominator[i] + epsilon)


softmax_terms = [np.tensordot(w, np.abs(values[:len(w)]), axes=1) for w in softmax_weights]
difference_terms = max((float(np.max(form_terms(i, recurrent[i]))) for i in range(N)
                        if all(x is not None for x in (recurrent[i], parallel[i], chunkwise[i]))),
                       default=0.0)

if len(app["tokens"]) != N:
    differ("N", str(N), str(len(app["tokens"])))
for i, token in enumerate(app["tokens"][:N]):
    t = f"t = {token['t']}: "
    check(t + "φ(q)", phi_queries[i], token["phi_query"])
    check(t + "φ(k)", phi_keys[i], token["phi_key"])
    check(t + "S", S[i], token["S"], S_terms[i])
    check(t + "Z", Z[i], token["Z"], Z_terms[i])
    check(t + "φ(q)·S", numerator[i], token["numerator"], numerator_terms[i])
    check(t + "φ(q)·Z", denominator[i], token["denominator"], denominator_terms[i])
    check(t + "recurrent", recurrent[i], token["recurrent"], form_terms(i, recurrent[i]))
    check(t + "parallel", parallel[i], token["parallel"], form_terms(i, parallel[i]))
    check(t + "chunkwise", chunkwise[i], token["chunkwise"], form_terms(i, chunkwise[i]))
    check(t + "softmax", softmax[i], token["softmax"], softmax_terms[i])
    if weights[i] is None or token["weights"] is None:
        check(t + "weights", weights[i], token["weights"])
    else:
        check(t + "weights", weights[i], token["weights"],
              [ratio_terms(w, size, weight_sizes[i].sum(), weight_sizes[i].sum() + epsilon)
               for w, size in zip(weights[i], weight_sizes[i])])
    check(t + "softmax weights", softmax_weights[i], token["softmax_weights"])
check("max_difference", max_difference, app["max_difference"], difference_terms)
check("linear rank", ranks[0], app["ranks"][0])
check("softmax rank", ranks[1], app["ranks"][1])
)py";

// ---------------------------------------------------------------------------------------------
// Python literals.

// A float literal that reads back to the same double ("1.0", "1e-300", "-0.0").
std::string pythonFloat(double x)
{
    if (std::isnan(x))
        return "math.nan";
    if (std::isinf(x))
        return x > 0 ? "math.inf" : "-math.inf";
    std::string text = formatShortest(x);
    if (text.find_first_of(".e") == std::string::npos)
        text += ".0";
    return text;
}

std::string pythonOptional(const std::optional<double> &x)
{
    return x ? pythonFloat(*x) : "None";
}

std::string pythonList(std::span<const double> vector)
{
    return joinVector(vector, pythonFloat, "[", "]");
}

// A JSON string is a Python string literal too (the same escapes; UTF-8 as it is).
std::string pythonString(std::string_view text)
{
    return jsonString(text);
}

// "np.array([\n    [1.0, 0.0],  # k₀\n    …\n])" with one vector per line.
template <typename Vectors>
std::string pythonMatrix(const Vectors &rows, std::string_view comment, std::size_t firstIndex)
{
    std::string text = "np.array([\n";
    std::size_t index = firstIndex;
    for (const auto &row : rows) {
        text += "    " + pythonList(row) + ",";
        if (!comment.empty())
            text += "  # " + std::string(comment) + std::to_string(index);
        text += "\n";
        ++index;
    }
    return text + "])";
}

std::string replaced(std::string_view code, std::string_view placeholder, const std::string &with)
{
    std::string text(code);
    const auto at = text.find(placeholder);
    if (at != std::string::npos)
        text.replace(at, placeholder.size(), with);
    return text;
}

// ---------------------------------------------------------------------------------------------
// The notebook itself.

struct Cell {
    enum class Kind { Markdown, Code } kind;
    std::string id; // unique, [a-z0-9-]: nbformat 4.5 requires one
    std::string source;
};

// A cell's source as nbformat writes it: its lines, each but the last with its "\n".
std::string sourceLines(const std::string &source)
{
    std::string json = "[";
    std::size_t start = 0;
    while (start < source.size()) {
        const auto newline = source.find('\n', start);
        const std::size_t end = newline == std::string::npos ? source.size() : newline + 1;
        json += (start == 0 ? "\n    " : ",\n    ") + jsonString(source.substr(start, end - start));
        start = end;
    }
    return json + (source.empty() ? "]" : "\n   ]");
}

std::string notebookJson(const std::vector<Cell> &cells)
{
    std::string json = "{\n \"cells\": [";
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const Cell &cell = cells[i];
        json += i == 0 ? "\n" : ",\n";
        if (cell.kind == Cell::Kind::Markdown) {
            json += "  {\n   \"cell_type\": \"markdown\",\n   \"id\": " + jsonString(cell.id)
                + ",\n   \"metadata\": {},\n   \"source\": " + sourceLines(cell.source) + "\n  }";
        } else {
            json += "  {\n   \"cell_type\": \"code\",\n   \"execution_count\": null,\n   \"id\": "
                + jsonString(cell.id)
                + ",\n   \"metadata\": {},\n   \"outputs\": [],\n   \"source\": "
                + sourceLines(cell.source) + "\n  }";
        }
    }
    json += "\n ],\n"
            " \"metadata\": {\n"
            "  \"kernelspec\": {\n"
            "   \"display_name\": \"Python 3\",\n"
            "   \"language\": \"python\",\n"
            "   \"name\": \"python3\"\n"
            "  },\n"
            "  \"language_info\": {\n"
            "   \"name\": \"python\"\n"
            "  }\n"
            " },\n"
            " \"nbformat\": 4,\n"
            " \"nbformat_minor\": 5\n"
            "}\n";
    return json;
}

// Collects the cells, rendering core's messages in the reader's language.
class NotebookBuilder {
public:
    explicit NotebookBuilder(const TextRenderer &render)
        : render_(render)
    {
    }

    std::string say(const Text &text) const
    {
        return render_ ? render_(text) : renderEnglish(text);
    }
    std::string say(MessageId id) const { return say(Text(makeMessage(id))); }

    void markdown(std::string id, const std::string &source)
    {
        cells_.push_back({Cell::Kind::Markdown, std::move(id), source});
    }
    // "## Heading" and a paragraph under it, both escaped for Markdown.
    void section(std::string id, MessageId heading, const std::string &paragraph)
    {
        markdown(std::move(id), "## " + markdownEscape(say(heading)) + "\n\n" + paragraph);
    }
    std::string paragraph(const Text &text) const { return markdownEscape(say(text)); }
    void code(std::string id, std::string source)
    {
        cells_.push_back({Cell::Kind::Code, std::move(id), std::move(source)});
    }

    // The tools cell, with the words the notebook prints.
    std::string toolsCode() const
    {
        // The check's messages keep {name}-style fields for Python to fill in.
        const std::string texts = "# The words this notebook prints.\nUNAVAILABLE = "
            + pythonString(say(MessageId::Unavailable))
            + "\nOUTPUT = " + pythonString(say(MessageId::NotebookOutputWord)) + "\nREFERENCE = "
            + pythonString(say(MessageId::NotebookReferenceWord)) + "\nWEIGHTS = "
            + pythonString(say(MessageId::NotebookWeightsWord)) + "\nBLOCK_RANKS = "
            + pythonString(say(makeMessage(
                MessageId::NotebookBlockRanks, "{first}", "{last}", "{last_column}", "{ranks}")))
            + "\nALL_AGREE = "
            + pythonString(say(makeMessage(MessageId::NotebookAllAgree, "{count}")))
            + "\nSOME_DIFFER = "
            + pythonString(say(makeMessage(MessageId::NotebookSomeDiffer, "{count}")))
            + "\nMISMATCH = "
            + pythonString(
                say(makeMessage(MessageId::NotebookMismatch, "{name}", "{computed}", "{exported}")))
            + "\n";
        return replaced(kToolsCode, "{texts}", texts);
    }

    std::string json() const { return notebookJson(cells_); }

private:
    const TextRenderer &render_;
    std::vector<Cell> cells_;
};

// The map with its settings and ε, as the intro names it: "ELU + 1", "FAVOR+ random features
// (m = 64, seed = 1, orthogonal), ε = 1e-06".
Text mapLabel(const FeatureMap &map, double epsilon)
{
    Text label = map.titleText();
    if (const Text parameters = map.parametersText(); !parameters.empty())
        label += Text(" (") + parameters + Text(")");
    if (epsilon > 0)
        label += Text(", ε = " + formatShortest(epsilon));
    return label;
}

// φ's definition in Python for `map`, FAVOR+'s rows included (for inputs of `dimension`).
std::string phiCode(const FeatureMap &map, std::size_t dimension)
{
    const std::string_view id = map.id();
    if (id == "elu1")
        return std::string(kElu1Code);
    if (id == "relu")
        return std::string(kReluCode);
    if (id == "identity")
        return std::string(kIdentityCode);
    if (id == "softplus")
        return std::string(kSoftplusCode);
    if (const auto *favor = dynamic_cast<const FavorFeatureMap *>(&map)) {
        // Held here: the rows live as long as some owner does.
        const std::shared_ptr<const std::vector<double>> owner = favor->rows(dimension);
        const std::vector<double> &rows = *owner;
        std::vector<std::span<const double>> W;
        for (std::size_t j = 0; j < favor->settings().features; ++j)
            W.emplace_back(rows.data() + j * dimension, dimension);
        return "# The app's m × d random rows wⱼ (" + map.parameters()
            + "), as data: numpy cannot draw the same ones.\nW = " + pythonMatrix(W, "", 0)
            + "\n\n\n" + std::string(kFavorCode);
    }
    throw std::invalid_argument(
        "notebook: no definition of φ for the feature map '" + std::string(id) + "'");
}

// FAVOR+ with other settings has other rows, so its settings must be the table's too.
void requireMapOf(
    const FeatureMap &map, const std::string &featureMapId, const std::string &parameters)
{
    if (map.id() != featureMapId || map.parameters() != parameters)
        throw std::invalid_argument("notebook: the feature map '" + std::string(map.id()) + "' ("
            + map.parameters() + ") did not make this table ('" + featureMapId + "' (" + parameters
            + "))");
}

// The feature-map section: the map's name and rule, and for FAVOR+ why its rows are data.
void addFeatureMapSection(NotebookBuilder &notebook, const FeatureMap &map)
{
    std::string text = notebook.paragraph(
        makeMessage(MessageId::NotebookFeatureMapText, map.titleText(), map.descriptionText()));
    if (dynamic_cast<const FavorFeatureMap *>(&map))
        text += "\n\n"
            + notebook.paragraph(
                makeMessage(MessageId::NotebookFavorRowsText, map.parametersText()));
    notebook.section("feature-map", MessageId::NotebookFeatureMapHeading, text);
}

std::string commonSettingsCode(
    const std::string &title, const std::string &featureMapId, const std::string &parameters)
{
    return "title = " + pythonString(title) + "\nfeature_map = " + pythonString(featureMapId)
        + "\nfeature_map_parameters = " + pythonString(parameters) + "  # FAVOR+'s m, seed, rows\n";
}

// A value: a float for scalar values, else a list of d_v floats.
std::string pythonValue(std::span<const double> value)
{
    return value.size() == 1 ? pythonFloat(value[0]) : pythonList(value);
}

std::string pythonValueOrUnavailable(const std::optional<InlineVector> &value)
{
    return value ? pythonValue(*value) : "None";
}

// S: a list of m floats for scalar values, else m rows of d_v.
std::string pythonRows(std::span<const double> matrix, std::size_t columns)
{
    if (columns <= 1)
        return pythonList(matrix);
    std::string text = "[";
    for (std::size_t row = 0; row * columns < matrix.size(); ++row)
        text += (row == 0 ? "" : ", ") + pythonList(matrix.subspan(row * columns, columns));
    return text + "]";
}

std::string stepDataCode(const StepTable &table)
{
    std::vector<std::span<const double>> keys;
    std::vector<double> values;
    for (const StepRecord &step : table.steps) {
        keys.emplace_back(step.key.data(), step.key.size());
        values.insert(values.end(), step.value.begin(), step.value.end());
    }
    const std::string valuesCode = table.valueDimension == 1
        ? "values = np.array(" + pythonList(values) + ")  # v₀ … vₚ₋₁ (prefix p)\n"
        : "values = np.array(" + pythonRows(values, table.valueDimension)
            + ")  # v₀ … vₚ₋₁ (prefix p), one row of d_v = " + std::to_string(table.valueDimension)
            + " each\n";
    return "preset = " + (table.presetId ? pythonString(*table.presetId) : std::string("None"))
        + "  # None for data of your own\n"
        + commonSettingsCode(table.title, table.featureMapId, table.featureMapParameters)
        + "epsilon = " + pythonFloat(table.epsilon) + "  # added to every denominator; 0 is off\n"
        + "prefix = " + std::to_string(table.steps.size()) + "\n" + "q = np.array("
        + pythonList(table.query) + ")\n" + "keys = " + pythonMatrix(keys, "k", 0) + "\n"
        + valuesCode;
}

std::string stepAppValuesCode(const StepTable &table)
{
    std::string code
        = "app = {\n    \"phi_query\": " + pythonList(table.phiQuery) + ",\n    \"steps\": [\n";
    for (const StepRecord &step : table.steps) {
        code += "        {\"prefix\": " + std::to_string(step.prefix) + ", \"phi_key\": "
            + pythonList(step.phiKey) + ", \"score\": " + pythonFloat(step.score)
            + ", \"S\": " + pythonRows(step.S, table.valueDimension)
            + ", \"Z\": " + pythonList(step.Z) + ", \"numerator\": " + pythonValue(step.numerator)
            + ", \"denominator\": " + pythonFloat(step.denominator)
            + ", \"output\": " + pythonValueOrUnavailable(step.output)
            + ", \"reference\": " + pythonValueOrUnavailable(step.reference)
            + ", \"softmax\": " + pythonValue(step.softmax)
            + ", \"difference\": " + pythonOptional(step.difference) + "},\n";
    }
    return code + "    ],\n}\n";
}

std::string sequenceDataCode(const SequenceTable &table)
{
    std::vector<std::span<const double>> queries;
    std::vector<std::span<const double>> keys;
    std::vector<double> values;
    for (const TokenRecord &token : table.tokens) {
        queries.emplace_back(token.query.data(), token.query.size());
        keys.emplace_back(token.key.data(), token.key.size());
        values.insert(values.end(), token.value.begin(), token.value.end());
    }
    const std::string valuesCode = table.valueDimension == 1
        ? "values = np.array(" + pythonList(values) + ")  # v₀ … v_(N−1)\n"
        : "values = np.array(" + pythonRows(values, table.valueDimension)
            + ")  # v₀ … v_(N−1), one row of d_v = " + std::to_string(table.valueDimension)
            + " each\n";
    return "sequence = "
        + (table.sequenceId ? pythonString(*table.sequenceId) : std::string("None"))
        + "  # None for data of your own\n"
        + commonSettingsCode(table.title, table.featureMapId, table.featureMapParameters)
        + "epsilon = " + pythonFloat(table.settings.epsilon)
        + "  # added to every denominator; 0 is off\n"
        + "decay = " + pythonFloat(table.settings.decay) + "  # γ\n"
        + "chunk = " + std::to_string(table.settings.chunkSize) + "  # C\n"
        + "queries = " + pythonMatrix(queries, "q", 0) + "\n"
        + "keys = " + pythonMatrix(keys, "k", 0) + "\n" + valuesCode + "N = len(values)\n";
}

std::string sequenceAppValuesCode(const SequenceTable &table)
{
    std::string code = "app = {\n    \"tokens\": [\n";
    for (const TokenRecord &token : table.tokens) {
        code += "        {\"t\": " + std::to_string(shownTokenIndex(token.token))
            + ", \"phi_query\": " + pythonList(token.phiQuery) + ", \"phi_key\": "
            + pythonList(token.phiKey) + ", \"S\": " + pythonRows(token.S, table.valueDimension)
            + ", \"Z\": " + pythonList(token.Z) + ", \"numerator\": " + pythonValue(token.numerator)
            + ", \"denominator\": " + pythonFloat(token.denominator)
            + ", \"recurrent\": " + pythonValueOrUnavailable(token.recurrent)
            + ", \"parallel\": " + pythonValueOrUnavailable(token.parallel)
            + ", \"chunkwise\": " + pythonValueOrUnavailable(token.chunkwise)
            + ", \"softmax\": " + pythonValue(token.softmax)
            + ", \"weights\": " + (token.weights ? pythonList(*token.weights) : std::string("None"))
            + ", \"softmax_weights\": " + pythonList(token.softmaxWeights) + "},\n";
    }
    return code + "    ],\n    \"max_difference\": " + pythonOptional(table.maxDifference)
        + ",\n    \"ranks\": (" + std::to_string(table.linearBlockRank) + ", "
        + std::to_string(table.softmaxBlockRank) + "),\n}\n";
}

// The last three sections of both notebooks: the app's values, the check, the verdict.
void addCheckSections(NotebookBuilder &notebook, std::string appValuesCode, std::string checkCode)
{
    notebook.section("app-values-heading", MessageId::NotebookAppValuesHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookAppValuesText)));
    notebook.code("app-values", std::move(appValuesCode));
    notebook.section("check-heading", MessageId::NotebookCheckHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookCheckText)));
    notebook.code("check",
        std::string(kCheckToolsCode) + "\n\n\n" + checkCode + "\n"
            + std::string(kCheckVerdictCode));
}

constexpr std::string_view kDpfpCode = R"py(def phi(x):
    """DPFP-ν (Schlag et al. 2021): r = ReLU([x, −x]) of 2d numbers, then feature
    (j − 1)·2d + i = rᵢ · r_{(i + j) mod 2d} for j = 1…ν."""
    x = np.asarray(x, dtype=float)
    r = np.concatenate([np.maximum(x, 0.0), np.maximum(-x, 0.0)])
    return np.concatenate([r * np.roll(r, -j) for j in range(1, NU + 1)]))py";

constexpr std::string_view kMemoryCode = R"py(def unit(f):
    """f / ‖f‖, the largest |fᵢ| divided out first (as the app does); None where f = 0."""
    largest = float(np.max(np.abs(f)))
    if largest == 0.0:
        return None
    norm = largest * math.sqrt(sum((x / largest) ** 2 for x in f))
    return None if norm == 0.0 or not math.isfinite(norm) else f / norm


features = [unit(phi(k)) for k in keys]
m = len(phi(keys[0]))
S = np.zeros((m, values.shape[1]))
for _ in range(passes):
    for i, f in enumerate(features):
        if f is None:
            continue
        S = decay * S
        w = values[i] if rule == "sum" else beta * (values[i] - S.T @ f)
        S = S + np.outer(f, w)


def read_back(readouts):
    """Per pair: the error ‖r − v‖ / ‖v‖ and whether v is strictly the nearest stored value."""
    errors, recalled = [], []
    for i, r in enumerate(readouts):
        if r is None:
            errors.append(None)
            recalled.append(False)
            continue
        own = np.linalg.norm(r - values[i])
        errors.append(own / np.linalg.norm(values[i]))
        recalled.append(all(np.linalg.norm(r - v) > own
                            for v in values if not np.array_equal(v, values[i])))
    return errors, recalled


readouts = [None if f is None else S.T @ f for f in features]
errors, recalled = read_back(readouts)
softmax_readouts = []
for k in keys:
    scores = keys @ k / tau
    e = np.exp(scores - scores.max())
    softmax_readouts.append(e @ values / e.sum())
softmax_errors, softmax_recalled = read_back(softmax_readouts)
for i in range(len(keys)):
    print(f"k{i}:  r = {show(readouts[i])}  {show(errors[i])}  softmax {show(softmax_errors[i])}"))py";

constexpr std::string_view kCheckMemoryCode
    = R"py(# The size of the terms: every number here is a sum of at most passes · N writes of values.
size = passes * len(values) * float(np.max(np.abs(values))) * 4
check("S", [x for row in S for x in row], [x for row in app["state"] for x in row],
      [size] * S.size)
for i in range(len(values)):
    scale = size / np.linalg.norm(values[i])
    if app["readouts"][i] is None or readouts[i] is None:
        check(f"k{i}: read-out", None if readouts[i] is None else 0.0,
              None if app["readouts"][i] is None else 0.0)
    else:
        check(f"k{i}: read-out", readouts[i], app["readouts"][i], [size] * len(readouts[i]))
        check(f"k{i}: error", errors[i], app["errors"][i], scale)
    checked += 1
    if recalled[i] != app["recalled"][i]:
        differ(f"k{i}: recalled", str(recalled[i]), str(app["recalled"][i]))
    check(f"k{i}: softmax read-out", softmax_readouts[i], app["softmax_readouts"][i],
          [size] * len(softmax_readouts[i]))
    check(f"k{i}: softmax error", softmax_errors[i], app["softmax_errors"][i], scale)
    checked += 1
    if softmax_recalled[i] != app["softmax_recalled"][i]:
        differ(f"k{i}: softmax recalled", str(softmax_recalled[i]),
               str(app["softmax_recalled"][i]))
# The figures the lab prints largest: the means over the pairs with a read-out, and the counts.
readable = [e for e in errors if e is not None]
check("mean error", sum(readable) / len(readable) if readable else None, app["mean_error"], size)
check("softmax mean error", sum(softmax_errors) / len(softmax_errors), app["softmax_mean_error"],
      size)
for name, count, exported in (("recalled count", sum(recalled), app["recalled_count"]),
                              ("softmax recalled count", sum(softmax_recalled),
                               app["softmax_recalled_count"])):
    checked += 1
    if count != exported:
        differ(name, str(count), str(exported)))py";

// The rule as a formula, the same in every language.
std::string ruleFormula(MemoryRule rule)
{
    return rule == MemoryRule::Delta ? "S ← γS + βf(v − γSᵀf)ᵀ" : "S ← γS + f vᵀ";
}

} // namespace

std::string exportNotebook(
    const StepTable &table, const FeatureMap &map, const TextRenderer &render)
{
    requireMapOf(map, table.featureMapId, table.featureMapParameters);
    NotebookBuilder notebook(render);
    notebook.markdown("title",
        "# " + markdownEscape(notebook.say(makeMessage(MessageId::NotebookTitle, table.title)))
            + "\n\n"
            + notebook.paragraph(makeMessage(MessageId::NotebookIntro, table.title,
                mapLabel(map, table.epsilon), std::to_string(table.steps.size()))));
    notebook.markdown("tools-text", notebook.paragraph(makeMessage(MessageId::NotebookToolsText)));
    notebook.code("tools", notebook.toolsCode());
    notebook.section("data-heading", MessageId::NotebookDataHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookDataText)));
    notebook.code("data", stepDataCode(table));
    addFeatureMapSection(notebook, map);
    notebook.code(
        "phi", phiCode(map, table.query.size()) + "\n\n\n" + std::string(kPhiOfStepsCode));
    notebook.section("sums-heading", MessageId::NotebookSumsHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookSumsText)));
    notebook.code("sums", std::string(kSumsCode));
    notebook.section("output-heading", MessageId::NotebookOutputHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookOutputText)));
    notebook.code("output", std::string(kOutputCode));
    notebook.section("direct-heading", MessageId::NotebookDirectHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookDirectText)));
    notebook.code("direct", std::string(kDirectCode));
    notebook.section("softmax-heading", MessageId::NotebookSoftmaxHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookSoftmaxText)));
    notebook.code("softmax", std::string(kSoftmaxCode));
    addCheckSections(notebook, stepAppValuesCode(table), std::string(kCheckStepsCode));
    return notebook.json();
}

std::string exportSequenceNotebook(
    const SequenceTable &table, const FeatureMap &map, const TextRenderer &render)
{
    requireMapOf(map, table.featureMapId, table.featureMapParameters);
    NotebookBuilder notebook(render);
    notebook.markdown("title",
        "# "
            + markdownEscape(
                notebook.say(makeMessage(MessageId::NotebookSequenceTitle, table.title)))
            + "\n\n"
            + notebook.paragraph(makeMessage(MessageId::NotebookSequenceIntro, table.title,
                mapLabel(map, table.settings.epsilon), formatShortest(table.settings.decay),
                std::to_string(table.settings.chunkSize))));
    notebook.markdown("tools-text", notebook.paragraph(makeMessage(MessageId::NotebookToolsText)));
    notebook.code("tools", notebook.toolsCode());
    notebook.section("data-heading", MessageId::NotebookDataHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookSequenceDataText)));
    notebook.code("data", sequenceDataCode(table));
    addFeatureMapSection(notebook, map);
    notebook.code(
        "phi", phiCode(map, table.keyDimension) + "\n\n\n" + std::string(kPhiOfTokensCode));
    notebook.section("recurrent-heading", MessageId::NotebookRecurrentHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookRecurrentText)));
    notebook.code("recurrent", std::string(kRecurrentCode));
    notebook.section("parallel-heading", MessageId::NotebookParallelHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookParallelText)));
    notebook.code("parallel", std::string(kParallelCode));
    notebook.section("chunkwise-heading", MessageId::NotebookChunkwiseHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookChunkwiseText)));
    notebook.code("chunkwise", std::string(kChunkwiseCode));
    notebook.section("forms-heading", MessageId::NotebookFormsAgreeHeading,
        notebook.paragraph(makeMessage(
            MessageId::NotebookFormsAgreeText, makeMessage(MessageId::FormsDifferenceFormula))));
    notebook.code("forms",
        replaced(kFormsAgreeCode, "{label}",
            pythonString(notebook.say(MessageId::FormsDifferenceLabel))));
    notebook.section("softmax-heading", MessageId::NotebookSoftmaxHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookSequenceSoftmaxText)));
    notebook.code("softmax", std::string(kSequenceSoftmaxCode));
    notebook.section("weights-heading", MessageId::NotebookWeightsHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookWeightsText)));
    notebook.code("weights", std::string(kSequenceWeightsCode));
    addCheckSections(notebook, sequenceAppValuesCode(table), std::string(kCheckTokensCode));
    return notebook.json();
}

std::string exportMemoryNotebook(const MemoryPairs &pairs, const MemoryResult &result,
    const MemoryInputs &inputs, const TextRenderer &render)
{
    const std::string &mapId = inputs.featureMap;
    std::string phi;
    std::string mapTitle;
    const std::size_t d = pairs.keys.front().size();
    if (mapId == "dpfp1" || mapId == "dpfp2" || mapId == "dpfp3") {
        phi = "NU = " + std::string(1, mapId.back()) + "\n\n\n" + std::string(kDpfpCode);
        mapTitle = "DPFP-" + std::string(1, mapId.back());
    } else if (const FeatureMap *map = findFeatureMap(mapId)) {
        phi = phiCode(*map, d);
        mapTitle = map->title();
    } else {
        throw std::invalid_argument("notebook: no feature map '" + mapId + "' for a memory");
    }
    NotebookBuilder notebook(render);
    const MemorySettings &settings = inputs.settings;
    const std::string rule = ruleFormula(settings.rule);
    notebook.markdown("title",
        "# " + markdownEscape(notebook.say(makeMessage(MessageId::NotebookMemoryTitle, rule)))
            + "\n\n"
            + notebook.paragraph(makeMessage(MessageId::NotebookMemoryIntro,
                std::to_string(result.pairCount), rule, formatShortest(settings.beta),
                formatShortest(settings.decay), std::to_string(settings.passes), mapTitle,
                formatShortest(settings.temperature))));
    notebook.markdown("tools-text", notebook.paragraph(makeMessage(MessageId::NotebookToolsText)));
    notebook.code("tools", notebook.toolsCode());
    std::vector<std::span<const double>> keys, values;
    for (std::size_t i = 0; i < pairs.keys.size(); ++i) {
        keys.emplace_back(pairs.keys[i]);
        values.emplace_back(pairs.values[i]);
    }
    notebook.code("data",
        "rule = " + pythonString(settings.rule == MemoryRule::Delta ? "delta" : "sum")
            + "\nbeta = " + pythonFloat(settings.beta) + "  # β, the delta rule's step"
            + "\ndecay = " + pythonFloat(settings.decay) + "  # γ" + "\npasses = "
            + std::to_string(settings.passes) + "\ntau = " + pythonFloat(settings.temperature)
            + "  # τ of softmax" + "\nfeature_map = " + pythonString(mapId) + "\nkeys = "
            + pythonMatrix(keys, "k", 0) + "\nvalues = " + pythonMatrix(values, "v", 0) + "\n");
    notebook.code("phi", phi);
    notebook.section("memory-heading", MessageId::NotebookMemoryHeading,
        notebook.paragraph(makeMessage(MessageId::NotebookMemoryText)));
    notebook.code("memory", std::string(kMemoryCode));

    const auto readoutList = [](const std::vector<MemoryReadout> &readouts, bool errors) {
        std::string text = "[";
        for (std::size_t i = 0; i < readouts.size(); ++i) {
            text += i == 0 ? "" : ", ";
            if (errors)
                text += readouts[i].error ? pythonFloat(*readouts[i].error) : "None";
            else
                text += readouts[i].readout ? pythonList(*readouts[i].readout) : "None";
        }
        return text + "]";
    };
    const auto recalledList = [](const std::vector<MemoryReadout> &readouts) {
        std::string text = "[";
        for (std::size_t i = 0; i < readouts.size(); ++i)
            text += std::string(i == 0 ? "" : ", ") + (readouts[i].recalled ? "True" : "False");
        return text + "]";
    };
    std::string state = "[";
    for (std::size_t row = 0; row < result.featureDimension; ++row)
        state += (row == 0 ? "" : ", ")
            + pythonList(std::span<const double>(result.state)
                             .subspan(row * result.valueDimension, result.valueDimension));
    state += "]";
    const std::string app = "app = {\n    \"state\": " + state
        + ",\n    \"readouts\": " + readoutList(result.linear, false) + ",\n    \"errors\": "
        + readoutList(result.linear, true) + ",\n    \"recalled\": " + recalledList(result.linear)
        + ",\n    \"softmax_readouts\": " + readoutList(result.softmax, false)
        + ",\n    \"softmax_errors\": " + readoutList(result.softmax, true)
        + ",\n    \"softmax_recalled\": " + recalledList(result.softmax)
        + ",\n    \"mean_error\": " + pythonOptional(result.meanError)
        + ",\n    \"recalled_count\": " + std::to_string(result.recalledCount)
        + ",\n    \"softmax_mean_error\": " + pythonFloat(result.softmaxMeanError)
        + ",\n    \"softmax_recalled_count\": " + std::to_string(result.softmaxRecalledCount)
        + ",\n}\n";
    addCheckSections(notebook, app, std::string(kCheckMemoryCode));
    return notebook.json();
}

} // namespace linattn
