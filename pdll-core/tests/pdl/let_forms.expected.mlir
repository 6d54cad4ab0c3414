// reference: mlir-pdll-19 -x=mlir let_forms.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern : benefit(0) {
    %0 = operand
    %1 = operands
    %2 = type
    %3 = attribute
    %4 = operands
    %5 = types
    %6 = operation "test.producer"(%4 : !pdl.range<value>)  -> (%5 : !pdl.range<type>)
    %7 = results of %6 
    %8 = operation "test.consumer"(%0, %1, %7 : !pdl.value, !pdl.range<value>, !pdl.range<value>)  {"attr" = %3} -> (%2 : !pdl.type)
    rewrite %8 {
      erase %8
    }
  }
}
