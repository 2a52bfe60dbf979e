FIELDS = ("household_id", "kwh", "occupants", "area", "heating")
WIDTH = len(FIELDS)  # expect: MSD401
CODE = 2
