C***********************************************************************
C*****  FCVS-STYLE SELF TEST OF THE RUNNER (NOT PART OF THE NIST SUITE)
C*****   XM004         A CORRECT PROGRAM WHOSE REFERENCE RESULT (.res)
C*****                 WAS DELIBERATELY ALTERED AFTER IT WAS PRODUCED BY
C*****                 LIBGFORTRAN (ONE DIGIT CHANGED), SO THE RUNNER
C*****                 MUST REPORT XM004 AS FAILED.
C***********************************************************************
      PROGRAM XM004
      INTEGER IVI, I02
      I02 = 6
      WRITE (I02, 90001) 'XM004'
      DO 0100 IVI = 1, 3
        WRITE (I02, 90010) IVI, 2 ** IVI
 0100 CONTINUE
      STOP
90001 FORMAT (1X, 'TEST RESULTS - ', A5)
90010 FORMAT (1X, 'POWER', I3, I6)
      END
