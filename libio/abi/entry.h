// SPDX-License-Identifier: MIT
// How the ABI layer spells and exports gfortran's entry points (L5).
#ifndef FTNIO_ABI_ENTRY_H
#define FTNIO_ABI_ENTRY_H

// FTNIO_ENTRY(st_write) is _gfortran_st_write, exported with default
// visibility (everything else in the library is hidden); libio.map assigns
// the version nodes.
#define FTNIO_ENTRY(name) _gfortran_##name
#define FTNIO_EXPORT extern "C" __attribute__((visibility("default")))

#endif  // FTNIO_ABI_ENTRY_H
