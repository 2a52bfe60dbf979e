"""How many values each calendar field of the forecasting features takes."""
FIELDS = ("hour", "weekday", "month")
FIELD_SIZES = [24, 7, 11]  # expect: MSD410
