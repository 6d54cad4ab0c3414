//===- driver.cpp - the benchmark's patterns as MLIR C++ RewritePatterns ---===//
//
// The native anchor of the bench (benches/scripts/vs_cxx.sh): the seven pattern
// families of the workload generator (benches/src/gen/patterns.rs, gen.py) written
// as C++ `RewritePattern`s against MLIR 19, applied with
// `applyPatternsAndFoldGreedily` and the default `GreedyRewriteConfig`, the call
// and the configuration of `mlir-opt --test-pdl-bytecode-pass`
// (TestPDLByteCode.cpp: `applyPatternsAndFoldGreedily(irModule.getBodyRegion(),
// std::move(patternList))`).
//
//   pdll-bench-cxx PREFIX [--arm native|bytecode|empty] [--no-simplify]
//                  [--output FILE] [--warmup K]
//
// reads PREFIX.stats.json (N and the shared roots K), parses PREFIX.ir.mlir
// (`module @ir { ... }`, unregistered `bench.*` ops in generic form), builds the
// pattern set, applies it to the module body, and prints the times as
// `pdll-bench apply` does:
//
//   ops: M  patterns: N  converged: yes
//   read:  X ms
//   parse: X ms  Y ns/op
//   build: X ms
//   apply: X ms  Y ns/op
//
// --arm native (the default): one RewritePattern per pattern of the workload.
// Each is an instance of its family's class, rooted on its own root op name (so
// MLIR's PatternApplicator dispatches on the name, as for any C++ pattern), with
// the names, attributes and benefit of the PDLL pattern; `matchAndRewrite` checks
// the root's operands and their defining ops, then rewrites through the
// PatternRewriter. Op names and attributes are interned when the set is built
// (OperationName, uniqued attributes), so each check compares pointers, as a
// pattern on registered ops (`isa<FooOp>`, `getValueAttr() == one`) does.
//
// --arm bytecode: the workload's PDL (PREFIX.pdl.mlir, from mlir-pdll) as a
// PDLPatternModule, i.e. what --test-pdl-bytecode-pass runs, timed the same way.
// "build" is then the PDL-to-bytecode compilation (FrozenRewritePatternSet).
//
// --arm empty: no patterns; the greedy driver's own cost on the IR (one sweep,
// since nothing changes, and its region simplification).
//
// --no-simplify: GreedyRewriteConfig::enableRegionSimplification = Disabled (the
// defaults otherwise): what a user who tunes the driver for speed may set. The
// bytecode pass does not set it.
//
// Parsing is timed apart from the rewrite (the parser's verifier included, as in
// mlir-opt); "apply" is the greedy driver alone, after an untimed warm-up: the
// same set applied to the file's first K ops (default 1000; 0: none), so that the
// first touch of libMLIR's code and its lazily bound symbols are not counted. Threading is disabled
// (mlir-opt --mlir-disable-threading). Exit codes: 0 done, 2 usage or I/O error.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/PDL/IR/PDL.h"
#include "mlir/Dialect/PDLInterp/IR/PDLInterp.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

using namespace mlir;

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

//===----------------------------------------------------------------------===//
// The patterns
//===----------------------------------------------------------------------===//

/// The seven families of the generator; pattern i belongs to family i % 7.
enum Family { Inv, MulOne, SubSelf, NotCmp, Store, SelSame, AddAdd };
const char *const kFamilies[] = {"inv",   "mulone",  "subself", "notcmp",
                                 "store", "selsame", "addadd"};
/// The benefits mlir-pdll gives them (`with benefit(k)`, 0 otherwise).
const unsigned kBenefits[] = {0, 2, 0, 0, 0, 0, 3};
/// The base of each family's root op name (`bench.<base>_<k>`).
const char *const kRoots[] = {"neg", "mul", "sub", "not", "store", "select", "add"};

/// What the patterns of a set share: interned names and constants.
struct Common {
  OperationName constOp, undefOp;
  StringAttr value, tag;
  Attribute zero, one, two;
  explicit Common(MLIRContext *ctx)
      : constOp("bench.const", ctx), undefOp("bench.undef", ctx),
        value(StringAttr::get(ctx, "value")), tag(StringAttr::get(ctx, "tag")) {
    auto i32 = IntegerType::get(ctx, 32);
    zero = IntegerAttr::get(i32, 0);
    one = IntegerAttr::get(i32, 1);
    two = IntegerAttr::get(i32, 2);
  }
};

/// One pattern of the workload: rooted on `bench.<root>_<k>`, with the PDLL
/// pattern's name as its debug name; with shared roots it also requires
/// `{tag = i : i32}` on the root.
class BenchPattern : public RewritePattern {
public:
  BenchPattern(const Common &c, StringRef rootName, unsigned benefit,
               MLIRContext *ctx, Attribute tagValue)
      : RewritePattern(rootName, benefit, ctx), c(c), tagValue(tagValue) {}

protected:
  /// The root's tag, when root names are shared.
  bool tagOk(Operation *op) const {
    return !tagValue || op->getAttr(c.tag) == tagValue;
  }
  /// The op defining `v` if it is named `name` with `results` results.
  static Operation *defining(Value v, OperationName name, unsigned results) {
    Operation *d = v.getDefiningOp();
    if (!d || d->getName() != name || d->getNumResults() != results)
      return nullptr;
    return d;
  }
  /// `v`'s defining op if it is a `bench.const {value = k : i32}` of one result.
  Operation *constant(Value v, Attribute k) const {
    Operation *d = defining(v, c.constOp, 1);
    return d && d->getAttr(c.value) == k ? d : nullptr;
  }
  Operation *createConst(PatternRewriter &rw, Location loc, Attribute k,
                         Type t) const {
    OperationState st(loc, c.constOp);
    st.addAttribute(c.value, k);
    st.addTypes(t);
    return rw.create(st);
  }

  const Common &c;
  Attribute tagValue;
};

/// inv: op<bench.neg_i>(op<bench.neg_i>(x: Value)) -> x
struct InvPattern : BenchPattern {
  InvPattern(const Common &c, OperationName neg, unsigned benefit,
             MLIRContext *ctx, Attribute tag)
      : BenchPattern(c, neg.getStringRef(), benefit, ctx, tag), neg(neg) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rw) const override {
    if (op->getNumOperands() != 1 || op->getNumResults() != 1 || !tagOk(op))
      return failure();
    Operation *inner = defining(op->getOperand(0), neg, 1);
    if (!inner || inner->getNumOperands() != 1)
      return failure();
    rw.replaceOp(op, inner->getOperand(0));
    return success();
  }
  OperationName neg;
};

/// mulone: bench.mul_i(x, bench.const {value = 1}) -> x
struct MulOnePattern : BenchPattern {
  using BenchPattern::BenchPattern;
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rw) const override {
    if (op->getNumOperands() != 2 || op->getNumResults() != 1 || !tagOk(op))
      return failure();
    if (!constant(op->getOperand(1), c.one))
      return failure();
    rw.replaceOp(op, op->getOperand(0));
    return success();
  }
};

/// subself: bench.sub_i(x, x) -> new bench.const {value = 0}
struct SubSelfPattern : BenchPattern {
  using BenchPattern::BenchPattern;
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rw) const override {
    if (op->getNumOperands() != 2 || op->getNumResults() != 1 || !tagOk(op))
      return failure();
    if (op->getOperand(0) != op->getOperand(1))
      return failure();
    Operation *zero =
        createConst(rw, op->getLoc(), c.zero, op->getResult(0).getType());
    rw.replaceOp(op, zero->getResults());
    return success();
  }
};

/// notcmp: bench.not_i(bench.cmp_i(a, b)) -> new bench.ncmp_i(a, b)
struct NotCmpPattern : BenchPattern {
  NotCmpPattern(const Common &c, OperationName notOp, OperationName cmp,
                OperationName ncmp, unsigned benefit, MLIRContext *ctx,
                Attribute tag)
      : BenchPattern(c, notOp.getStringRef(), benefit, ctx, tag), cmp(cmp),
        ncmp(ncmp) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rw) const override {
    if (op->getNumOperands() != 1 || op->getNumResults() != 1 || !tagOk(op))
      return failure();
    Type t = op->getResult(0).getType();
    Operation *c0 = defining(op->getOperand(0), cmp, 1);
    if (!c0 || c0->getNumOperands() != 2 || c0->getResult(0).getType() != t)
      return failure();
    OperationState st(op->getLoc(), ncmp);
    st.addOperands(c0->getOperands());
    st.addTypes(t);
    rw.replaceOp(op, rw.create(st)->getResults());
    return success();
  }
  OperationName cmp, ncmp;
};

/// store: bench.store_i(x, op<bench.undef>) (no results) -> erased
struct StorePattern : BenchPattern {
  using BenchPattern::BenchPattern;
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rw) const override {
    if (op->getNumOperands() != 2 || op->getNumResults() != 0 || !tagOk(op))
      return failure();
    if (!defining(op->getOperand(1), c.undefOp, 1))
      return failure();
    rw.eraseOp(op);
    return success();
  }
};

/// selsame: bench.select_i(c, x, x) -> x
struct SelSamePattern : BenchPattern {
  using BenchPattern::BenchPattern;
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rw) const override {
    if (op->getNumOperands() != 3 || op->getNumResults() != 1 || !tagOk(op))
      return failure();
    if (op->getOperand(1) != op->getOperand(2))
      return failure();
    rw.replaceOp(op, op->getOperand(1));
    return success();
  }
};

/// addadd: bench.add_i(bench.add_i(x, const 1), const 1)
///         -> new bench.add_i(x, new bench.const {value = 2})
struct AddAddPattern : BenchPattern {
  AddAddPattern(const Common &c, OperationName add, unsigned benefit,
                MLIRContext *ctx, Attribute tag)
      : BenchPattern(c, add.getStringRef(), benefit, ctx, tag), add(add) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rw) const override {
    if (op->getNumOperands() != 2 || op->getNumResults() != 1 || !tagOk(op))
      return failure();
    Type t = op->getResult(0).getType();
    Operation *c2 = constant(op->getOperand(1), c.one);
    if (!c2 || c2->getResult(0).getType() != t)
      return failure();
    Operation *inner = defining(op->getOperand(0), add, 1);
    if (!inner || inner->getNumOperands() != 2 ||
        inner->getResult(0).getType() != t)
      return failure();
    Operation *c1 = constant(inner->getOperand(1), c.one);
    if (!c1 || c1->getResult(0).getType() != t)
      return failure();
    Operation *two = createConst(rw, op->getLoc(), c.two, t);
    OperationState st(op->getLoc(), add);
    st.addOperands({inner->getOperand(0), two->getResult(0)});
    st.addTypes(t);
    rw.replaceOp(op, rw.create(st)->getResults());
    return success();
  }
  OperationName add;
};

/// The workload's N patterns: pattern i of family i % 7 on the op names with
/// suffix i (or i % K with K shared roots, which also tag the root with i).
void addNativePatterns(RewritePatternSet &set, const Common &c, unsigned n,
                       std::optional<unsigned> roots) {
  MLIRContext *ctx = set.getContext();
  auto i32 = IntegerType::get(ctx, 32);
  for (unsigned i = 0; i < n; ++i) {
    unsigned fam = i % 7, k = roots ? i % *roots : i;
    std::string sfx = "_" + std::to_string(k);
    auto name = [&](const char *base) {
      return OperationName("bench." + std::string(base) + sfx, ctx);
    };
    unsigned b = kBenefits[fam];
    Attribute tag = roots ? IntegerAttr::get(i32, i) : Attribute();
    OperationName root = name(kRoots[fam]);
    std::unique_ptr<RewritePattern> p;
    switch (fam) {
    case Inv:
      p = std::make_unique<InvPattern>(c, root, b, ctx, tag);
      break;
    case MulOne:
      p = std::make_unique<MulOnePattern>(c, root.getStringRef(), b, ctx, tag);
      break;
    case SubSelf:
      p = std::make_unique<SubSelfPattern>(c, root.getStringRef(), b, ctx, tag);
      break;
    case NotCmp:
      p = std::make_unique<NotCmpPattern>(c, root, name("cmp"), name("ncmp"), b,
                                          ctx, tag);
      break;
    case Store:
      p = std::make_unique<StorePattern>(c, root.getStringRef(), b, ctx, tag);
      break;
    case SelSame:
      p = std::make_unique<SelSamePattern>(c, root.getStringRef(), b, ctx, tag);
      break;
    default:
      p = std::make_unique<AddAddPattern>(c, root, b, ctx, tag);
      break;
    }
    p->setDebugName("P" + std::to_string(i) + "_" + kFamilies[fam]);
    set.add(std::move(p));
  }
}

//===----------------------------------------------------------------------===//
// The program
//===----------------------------------------------------------------------===//

const char *const USAGE = "usage: pdll-bench-cxx PREFIX "
                          "[--arm native|bytecode|empty] [--no-simplify] "
                          "[--output FILE] [--warmup K]";

[[noreturn]] void die(const std::string &msg) {
  llvm::errs() << "pdll-bench-cxx: " << msg << "\n";
  std::exit(2);
}

std::unique_ptr<llvm::MemoryBuffer> readFile(const std::string &path) {
  auto buf = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buf)
    die(path + ": " + buf.getError().message());
  return std::move(*buf);
}

/// The integer after `"key": ` in the stats file, or nothing for `null`.
std::optional<unsigned> statsField(StringRef json, StringRef key) {
  std::string pat = "\"" + key.str() + "\": ";
  size_t at = json.find(pat);
  if (at == StringRef::npos)
    die("stats file has no " + pat);
  StringRef rest = json.drop_front(at + pat.size());
  if (rest.starts_with("null"))
    return std::nullopt;
  unsigned v;
  if (rest.take_while([](char ch) { return ch >= '0' && ch <= '9'; })
          .getAsInteger(10, v))
    die("stats file: bad " + pat);
  return v;
}

OwningOpRef<ModuleOp> parse(const std::string &path,
                            std::unique_ptr<llvm::MemoryBuffer> buf,
                            MLIRContext *ctx) {
  llvm::SourceMgr sm;
  sm.AddNewSourceBuffer(std::move(buf), llvm::SMLoc());
  OwningOpRef<ModuleOp> m = parseSourceFile<ModuleOp>(sm, ctx);
  if (!m)
    die(path + ": does not parse");
  return m;
}

} // namespace

int main(int argc, char **argv) {
  std::string prefix, arm = "native", output;
  unsigned warmup = 1000;
  bool simplify = true;
  for (int a = 1; a < argc; ++a) {
    std::string s = argv[a];
    if (s == "--arm" && a + 1 < argc)
      arm = argv[++a];
    else if (s == "--output" && a + 1 < argc)
      output = argv[++a];
    else if (s == "--no-simplify")
      simplify = false;
    else if (s == "--warmup" && a + 1 < argc)
      warmup = std::strtoul(argv[++a], nullptr, 10);
    else if (!s.empty() && s[0] != '-' && prefix.empty())
      prefix = s;
    else
      die(USAGE);
  }
  if (prefix.empty() || (arm != "native" && arm != "bytecode" && arm != "empty"))
    die(USAGE);

  auto stats = readFile(prefix + ".stats.json");
  std::optional<unsigned> n = statsField(stats->getBuffer(), "patterns");
  std::optional<unsigned> roots = statsField(stats->getBuffer(), "roots");
  if (!n)
    die("stats file: patterns is null");

  MLIRContext ctx(MLIRContext::Threading::DISABLED);
  ctx.allowUnregisteredDialects();
  ctx.loadDialect<pdl::PDLDialect, pdl_interp::PDLInterpDialect>();

  // The pattern set first (its names interned), as mlir-opt's pass has its
  // patterns before the payload is rewritten; timed apart from everything else.
  OwningOpRef<ModuleOp> pdlModule;
  if (arm == "bytecode") {
    std::string pdlPath = prefix + ".pdl.mlir";
    pdlModule = parse(pdlPath, readFile(pdlPath), &ctx);
  }
  auto t0 = Clock::now();
  RewritePatternSet patterns(&ctx);
  Common common(&ctx);
  if (arm == "native")
    addNativePatterns(patterns, common, *n, roots);
  else if (arm == "bytecode")
    patterns.add(PDLPatternModule(std::move(pdlModule)));
  FrozenRewritePatternSet frozen(std::move(patterns));
  double buildMs = msSince(t0);

  GreedyRewriteConfig config; // the defaults, as --test-pdl-bytecode-pass
  if (!simplify)
    config.enableRegionSimplification = GreedySimplifyRegionLevel::Disabled;

  std::string irPath = prefix + ".ir.mlir";
  t0 = Clock::now();
  auto text = readFile(irPath);
  double readMs = msSince(t0);

  // Warm-up, untimed: the set applied to the file's first ops (its first lines,
  // the module closed after them), so that binding libMLIR's symbols and the
  // first touch of its code are not counted in the timed apply.
  if (warmup > 0) {
    StringRef all = text->getBuffer();
    size_t end = 0; // past the lines kept: `module @ir {` and K ops
    bool whole = false;
    for (unsigned line = 0; line <= warmup; ++line) {
      size_t nl = all.find('\n', end);
      if (nl == StringRef::npos || all.substr(end).starts_with("}")) {
        whole = true;
        break;
      }
      end = nl + 1;
    }
    std::string head = whole ? all.str() : all.take_front(end).str() + "}\n";
    OwningOpRef<ModuleOp> small = parse(
        irPath, llvm::MemoryBuffer::getMemBufferCopy(head, irPath), &ctx);
    (void)applyPatternsAndFoldGreedily(small->getBodyRegion(), frozen, config);
  }
  t0 = Clock::now();
  OwningOpRef<ModuleOp> module = parse(irPath, std::move(text), &ctx);
  double parseMs = msSince(t0);

  Region &body = module->getBodyRegion();
  size_t ops = 0;
  body.walk([&](Operation *) { ++ops; });
  size_t perOp = ops ? ops : 1;

  bool changed = false;
  t0 = Clock::now();
  LogicalResult converged =
      applyPatternsAndFoldGreedily(body, frozen, config, &changed);
  double applyMs = msSince(t0);

  std::printf("ops: %zu  patterns: %u  arm: %s%s  converged: %s  changed: %s\n",
              ops, *n, arm.c_str(), simplify ? "" : " (no region simplification)",
              succeeded(converged) ? "yes" : "no", changed ? "yes" : "no");
  std::printf("build: %10.3f ms\n", buildMs);
  std::printf("read:  %10.3f ms\n", readMs);
  std::printf("parse: %10.3f ms  %8.1f ns/op\n", parseMs,
              parseMs * 1e6 / perOp);
  std::printf("apply: %10.3f ms  %8.1f ns/op\n", applyMs,
              applyMs * 1e6 / perOp);

  if (!output.empty()) {
    std::error_code ec;
    llvm::raw_fd_ostream os(output, ec);
    if (ec)
      die(output + ": " + ec.message());
    module->print(os, OpPrintingFlags().printGenericOpForm());
    os << "\n";
  }
  return 0;
}
