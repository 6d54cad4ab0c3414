// reference: mlir-pdll-19 -x=mlir -I $MLIR_INCLUDE_DIR tensor_extract_insert.pdll | mlir-opt-19 --allow-unregistered-dialect --mlir-print-debuginfo=false
module {
  pdl.pattern @ExtractOfInsert : benefit(0) {
    %0 = operand
    %1 = operand
    %2 = operands
    %3 = types
    %4 = operation "tensor.insert"(%0, %1, %2 : !pdl.value, !pdl.value, !pdl.range<value>)  -> (%3 : !pdl.range<type>)
    %5 = result 0 of %4
    %6 = types
    %7 = operation "tensor.extract"(%5, %2 : !pdl.value, !pdl.range<value>)  -> (%6 : !pdl.range<type>)
    rewrite %7 {
      replace %7 with(%0 : !pdl.value)
    }
  }
}
