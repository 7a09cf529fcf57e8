// The C library's functions Hello.swift calls (no system header: wasm32 has no C library headers).
double sqrt(double);
double atan2(double, double);
double sin(double);
double cos(double);
