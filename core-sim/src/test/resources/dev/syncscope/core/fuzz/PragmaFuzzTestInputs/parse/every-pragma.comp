// A kernel.
//   @dispatch 2,3
// @workgroup-size 8
// @subgroup-size 4
// @buffer data = 1, -2, 0x10, 5*3
// @length data = 64
// @alias data other
// @chains on
// @spec 0 = 16
// @entry main
// @budget 500
// @expect race
#version 450
// @dispatch 9
