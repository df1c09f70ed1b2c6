# SPDX-License-Identifier: MIT
"""Runs gfortran's DejaGnu `dg-do run` tests against libgfortran and ftnio."""
