#!/usr/bin/env python3
"""Writes mlir19_formats.txt: the ops of MLIR 19's arith, math, func, cf, scf, memref,
tensor, vector, affine and builtin dialects that have an `assemblyFormat`, with what
the format check reads of their ODS definitions, from `mlir-tblgen-19
--print-records`. Usage: extract_formats.py > mlir19_formats.txt

Each op: `op NAME`, then its parts in ODS order: `operand NAME single|optional|variadic
BUILDABLE` (BUILDABLE: the MLIR text of a buildable type, `builder` for another
builder call, `-` for none), `result ...` alike, `attr NAME required|optional SYNTAX`
(`unit`, `symbol`, `dialect` for an AttrDef, `typed` for a value type with a builder,
else `generic`), `region NAME 0|1` and `successor NAME 0|1` (1: variadic), the traits
the check reads (`trait SameOperandsAndResultType`, `SameTypeOperands`,
`AttrSizedOperandSegments`, `AttrSizedResultSegments`, `InferTypeOpInterface`,
`AllTypesMatch NAMES`, `TypesMatchWith FROM TO identity|ElementType|I1SameShape|unknown`),
`format TEXT` (`\\`, `\n`, `\t` escaped), then `end`. A name is `""` when ODS
gives none."""
import re, subprocess, sys

INC = "/usr/lib/llvm-19/include"
FILES = [
    "mlir/Dialect/Arith/IR/ArithOps.td", "mlir/Dialect/Math/IR/MathOps.td",
    "mlir/Dialect/Func/IR/FuncOps.td", "mlir/Dialect/ControlFlow/IR/ControlFlowOps.td",
    "mlir/Dialect/SCF/IR/SCFOps.td", "mlir/Dialect/MemRef/IR/MemRefOps.td",
    "mlir/Dialect/Tensor/IR/TensorOps.td", "mlir/Dialect/Vector/IR/VectorOps.td",
    "mlir/Dialect/Affine/IR/AffineOps.td", "mlir/IR/BuiltinOps.td",
]

def records(text):
    recs = {}
    cur = None
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        m = re.match(r"^def (\S+) \{\s*(?://\s*(.*))?$", line)
        if m:
            cur = {"name": m.group(1), "supers": (m.group(2) or "").split(), "fields": {}}
            recs[cur["name"]] = cur
            i += 1
            continue
        if line == "}":
            cur = None
            i += 1
            continue
        if cur is not None:
            fm = re.match(r"^  (.+?) (\w+) = (.*)$", line)
            if fm:
                val = fm.group(3)
                if val.startswith("[{") and not val.endswith("}];"):
                    parts = [val]
                    i += 1
                    while not lines[i].endswith("}];"):
                        parts.append(lines[i]); i += 1
                    parts.append(lines[i])
                    val = "\n".join(parts)
                cur["fields"][fm.group(2)] = val[:-1] if val.endswith(";") else val
        i += 1
    return recs

def unquote(v):
    if v is None or v == "?":
        return None
    if v.startswith("[{"):
        return v[2:-2]
    if v.startswith('"'):
        s = v[1:-1]
        out = []; j = 0
        while j < len(s):
            c = s[j]
            if c == "\\" and j + 1 < len(s):
                n = s[j + 1]
                out.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\"}.get(n, n)); j += 2
            else:
                out.append(c); j += 1
        return "".join(out)
    return v

def split_top(s):
    out, depth, cur = [], 0, ""
    for c in s:
        if c in "<([": depth += 1
        if c in ">)]": depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip()); cur = ""
        else:
            cur += c
    if cur.strip(): out.append(cur.strip())
    return out

def dag_args(v):
    m = re.match(r"^\((\w+)\s*(.*)\)$", v.strip(), re.S)
    items = []
    for a in split_top(m.group(2)):
        if ":$" in a:
            t, n = a.rsplit(":$", 1)
        else:
            t, n = a, ""
        items.append((t.strip(), n.strip() or '""'))
    return items

def list_items(v):
    v = v.strip()
    if v in ("?", "[]"): return []
    return split_top(v[1:-1])

KEPT_TRAITS = {"SameOperandsAndResultType", "SameTypeOperands", "AttrSizedOperandSegments",
               "AttrSizedResultSegments"}

def type_text(builder):
    """The MLIR text of a buildable type's C++ builder call (only whether there is one
    matters to the format check)."""
    if builder is None:
        return "-"
    b = " ".join(builder.split())
    m = re.fullmatch(r"\$_builder\.getIntegerType\((\d+)\)", b)
    if m:
        return "i" + m.group(1)
    m = re.fullmatch(r"\$_builder\.get(F16|BF16|F32|F64|Index|I1|I8|I16|I32|I64)Type\(\)", b)
    if m:
        return m.group(1).lower()
    return "builder"

def transform(t):
    """A `TypesMatchWith` transformer as the runtime knows it: identity, ElementType,
    I1SameShape, or unknown:<C++>."""
    c = " ".join(t.split())
    if c in ("$_self", "::llvm::cast<Type>($_self)"):
        return "identity"
    if re.fullmatch(r"(::llvm::)?cast<(::mlir::)?\w+>\(\$_self\)\.getElementType\(\)", c) \
            or c == "getElementTypeOrSelf($_self)":
        return "ElementType"
    if c == "::getI1SameShape($_self)":
        return "I1SameShape"
    return "unknown"

def main():
    out = []
    for f in FILES:
        text = subprocess.run(["mlir-tblgen-19", "--print-records", "-I", INC, f"{INC}/{f}"],
                              capture_output=True, text=True, check=True).stdout
        recs = records(text)
        def rec(n):
            return recs.get(n)
        def has_super(r, s):
            return s in r["supers"]
        def builder(tr):
            # TypeConstraint::getBuilderCall
            r = rec(tr)
            if r is None: return None
            if has_super(r, "Variadic") or has_super(r, "Optional"):
                b = r["fields"].get("baseType")
                r = rec(b) if b else None
                if r is None: return None
            bc = r["fields"].get("builderCall")
            bc = unquote(bc) if bc else None
            return bc or None
        def base_attr(r):
            while True:
                b = r["fields"].get("baseAttr")
                if b is None or b == "?": return r
                r = rec(b)
        for name, r in recs.items():
            if not has_super(r, "Op"): continue
            fmt = unquote(r["fields"].get("assemblyFormat", "?"))
            if fmt is None or fmt.strip() == "": continue
            dialect = unquote(rec(r["fields"]["opDialect"])["fields"]["name"])
            opname = dialect + "." + unquote(r["fields"]["opName"])
            out.append(f"op {opname}")
            for t, n in dag_args(r["fields"]["arguments"]):
                a = rec(t)
                if a is None:
                    out.append(f"unknownarg\t{n}\t{t}"); continue
                if has_super(a, "Attr") or has_super(a, "AttrConstraint") and not has_super(a, "TypeConstraint"):
                    opt = unquote(a["fields"].get("isOptional", "0")) == "1"
                    dv = unquote(a["fields"].get("defaultValue", '""'))
                    required = not opt and not dv
                    b = base_attr(a)
                    syntax = "generic"
                    if b["name"] == "UnitAttr": syntax = "unit"
                    elif b["name"] == "SymbolNameAttr": syntax = "symbol"
                    elif has_super(b, "AttrDef"): syntax = "dialect"
                    else:
                        vt = a["fields"].get("valueType")
                        if vt and vt != "?":
                            bc = builder(vt)
                            if bc: syntax = "typed"
                    out.append(f"attr\t{n}\t{'required' if required else 'optional'}\t{syntax}")
                elif has_super(a, "Property"):
                    out.append(f"prop\t{n}")
                else:
                    kind = "single"
                    if has_super(a, "Variadic"): kind = "variadic"
                    elif has_super(a, "Optional"): kind = "optional"
                    out.append(f"operand\t{n}\t{kind}\t{type_text(builder(t))}")
            for t, n in dag_args(r["fields"]["results"]):
                a = rec(t)
                kind = "single"
                if has_super(a, "Variadic"): kind = "variadic"
                elif has_super(a, "Optional"): kind = "optional"
                out.append(f"result\t{n}\t{kind}\t{type_text(builder(t))}")
            for t, n in dag_args(r["fields"]["regions"]):
                a = rec(t)
                out.append(f"region\t{n}\t{int(has_super(a, 'VariadicRegion'))}")
            for t, n in dag_args(r["fields"]["successors"]):
                a = rec(t)
                out.append(f"successor\t{n}\t{int(has_super(a, 'VariadicSuccessor'))}")
            def traits(lst):
                for t in list_items(lst):
                    tr = rec(t)
                    if tr is None: continue
                    if has_super(tr, "TraitList"):
                        yield from traits(tr["fields"]["traits"])
                    else:
                        yield tr
            for tr in traits(r["fields"].get("traits", "[]")):
                f_ = tr["fields"]
                if has_super(tr, "AllTypesMatch"):
                    vals = [unquote(x) for x in list_items(f_["values"])]
                    out.append("trait\tAllTypesMatch\t" + "\t".join(vals))
                elif has_super(tr, "TypesMatchWith"):
                    out.append("trait\tTypesMatchWith\t%s\t%s\t%s" % (unquote(f_["lhs"]), unquote(f_["rhs"]), transform(unquote(f_["transformer"]))))
                elif "cppInterfaceName" in f_ and unquote(f_["cppInterfaceName"]) == "InferTypeOpInterface" and unquote(f_.get("cppNamespace", '""')) == "::mlir":
                    out.append("trait\tInferTypeOpInterface")
                elif "trait" in f_ and has_super(tr, "NativeTrait"):
                    t_ = unquote(f_["trait"]).split("::")[-1]
                    if t_ in KEPT_TRAITS:
                        out.append("trait\t" + t_)
            out.append("format " + fmt.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t"))
            out.append("end")
    sys.stdout.write("# Generated by extract_formats.py from MLIR 19's ODS files: do not edit.\n")
    sys.stdout.write("\n".join(out).replace("\t", " ") + "\n")

main()
