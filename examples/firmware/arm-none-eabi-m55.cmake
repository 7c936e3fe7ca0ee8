# CMake toolchain file: bare-metal Cortex-M55 (Armv8.1-M Mainline, FPU and
# MVE with floating point) with arm-none-eabi-gcc and newlib. gcc 12's
# -mcpu=cortex-m55 enables MVE (Helium) and the FPU; npk has no MVE kernels,
# so what runs is npk's scalar C path, compiled with hard-float FPU code (the
# compiler may auto-vectorise loops with MVE where it can).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(FW_CPU_FLAGS "-mcpu=cortex-m55 -mthumb -mfloat-abi=hard")
set(CMAKE_C_FLAGS_INIT "${FW_CPU_FLAGS}")
set(CMAKE_EXE_LINKER_FLAGS_INIT "${FW_CPU_FLAGS}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
