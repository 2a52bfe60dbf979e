N_VITALS = 12          # heart rate, MAP, SpO2, lactate, ... (first 24 h aggregates)
TRUNK = (32, 16)
TASKS = {
    "mortality": 2,    # in-hospital death
    "los_bucket": 4,   # <3d, 3-7d, 7-14d, >14d
    "readmission": 2,  # 30-day ICU readmission
}
TASK_WEIGHTS = {"mortality": 1.0, "los_bucket": 0.5, "readmission": 0.5}
BATCH = 16
LR = 1e-3
