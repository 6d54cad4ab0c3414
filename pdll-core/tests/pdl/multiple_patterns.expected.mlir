// reference: mlir-pdll-19 -x=mlir multiple_patterns.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @First : benefit(1) {
    %0 = operands
    %1 = types
    %2 = operation "test.first"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      erase %2
    }
  }
  pdl.pattern @Second : benefit(2) {
    %0 = operand
    %1 = types
    %2 = operation "test.second"(%0 : !pdl.value)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      replace %2 with(%0 : !pdl.value)
    }
  }
  pdl.pattern : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.third"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      erase %2
    }
  }
  pdl.pattern @Fourth : benefit(0) {
    %0 = operands
    %1 = types
    %2 = operation "test.fourth"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>)
    rewrite %2 {
      erase %2
    }
  }
}
