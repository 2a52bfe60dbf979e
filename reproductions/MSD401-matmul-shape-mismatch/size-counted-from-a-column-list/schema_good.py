FIELDS = ("household_id", "kwh", "occupants", "area", "heating")
WIDTH = len(FIELDS) - 1
CODE = 2
