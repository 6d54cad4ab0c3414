// ub.poison: the default `value` (#ub.poison) is left out of the custom form and
// restored as a property in the generic form.
func.func @poison() -> (i32, f32, vector<4xi8>, index) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : f32
  %2 = ub.poison : vector<4xi8>
  %3 = ub.poison : index
  return %0, %1, %2, %3 : i32, f32, vector<4xi8>, index
}
