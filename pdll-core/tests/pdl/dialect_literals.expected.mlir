// hand-written: mlir-pdll 19 crashes on type and attribute literals of a dialect it has not loaded (it cannot parse them); we keep their text, which mlir-opt reads with --allow-unregistered-dialect.
module {
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = type
    %2 = operation "test.root"(%0 : !pdl.range<value>)  -> (%1 : !pdl.type)
    rewrite %2 {
      %3 = attribute = #my.attr<1>
      %4 = type : !my.type
      %5 = type : !my.wrap<i32>
      %6 = operation "test.new"  {"a" = %3} -> (%4, %5 : !pdl.type, !pdl.type)
      replace %2 with %6
    }
  }
}
